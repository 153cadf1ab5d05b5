import { useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { pageUrl } from '@/routing/diner-routes';
import { ROUTER_PARAMS } from '@/routing/page-stack';
import { useRootStore } from '@/stores';
import type { TabPath } from '@/components/tab-bar';

export interface TabRedirectProps {
  /** The tab page to open instead, e.g. merchant mode's store tab. */
  to: TabPath;
  /** The title shown for the moment before it opens. */
  title: string;
}

/**
 * A main-package address of a tab whose page lives in the staff subpackage: it opens
 * that page with the same query, leaving no page behind (as a tab switch does).
 */
export function TabRedirect({ to, title }: TabRedirectProps) {
  const { navigator } = useRootStore();
  const { params } = useRouter();
  useEffect(() => {
    const query = Object.fromEntries(Object.entries(params).filter(([key]) => !ROUTER_PARAMS.has(key)));
    void navigator.reLaunch(pageUrl(to, query));
    // Once per page: the query of an open page does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigator, to]);
  return (
    <PageShell title={title} showBack={false} showHome={false}>
      <StateView state='loading' />
    </PageShell>
  );
}

/** Home in platform admin mode: the administrator's home over the management tab (navigator.adminHome). */
export function AdminHomeRedirect({ title }: { title: string }) {
  const { navigator } = useRootStore();
  useEffect(() => {
    void navigator.adminHome();
  }, [navigator]);
  return (
    <PageShell title={title} showBack={false} showHome={false}>
      <StateView state='loading' />
    </PageShell>
  );
}
