import { observer } from 'mobx-react-lite';
import { useDidHide, useDidShow } from '@tarojs/taro';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { TFunction } from '@/i18n/message-keys.types';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { LoginRequired } from './login-required';

export interface DinerLoginOptions {
  /** The page's title while it waits or asks to log in. */
  title: (t: TFunction) => string;
  variant?: 'default' | 'dark';
}

/**
 * A diner page whose calls need a logged-in diner (a user with a phone): it mounts
 * only once the session is known and is a diner's, so none of its calls goes out to
 * fail with 'unauthenticated' first. Logged out, it asks the diner to log in (one tap;
 * not started by itself, so a session that only seems gone for a moment never sends
 * the person away from the page); after the login the page comes back and mounts.
 */
export function withDinerLogin<P extends object>(Page: ComponentType<P>, options: DinerLoginOptions): ComponentType<P> {
  function DinerLoginGate(props: P) {
    const { t } = useTranslation();
    const { session } = useRootStore();
    const loggedIn = !!session.user?.phone;
    // The page mounts only while it is the one on screen: its hooks read the router of
    // the current page, which is the login's while the login pages are over it.
    const [shown, setShown] = useState(true);
    useDidShow(() => setShown(true));
    useDidHide(() => setShown(false));
    const mounted = useRef(false);
    if (loggedIn && shown) mounted.current = true;

    if (mounted.current) return <Page {...props} />;
    return (
      <PageShell title={options.title(t)} variant={options.variant}>
        {session.checked ? <LoginRequired /> : <StateView state='loading' />}
      </PageShell>
    );
  }
  return observer(DinerLoginGate);
}
