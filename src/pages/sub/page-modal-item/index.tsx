import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import '@/components/popup-pages';
import { popupPageComponent } from '@/components/popup-stack';
import { NOT_FOUND_REDIRECT_MS, ROUTES } from '@/routing/routes';
import { useRootStore } from '@/stores';
import '@/i18n/shared-pages-texts';

/**
 * A popup page on a page of its own (spec: sub/page-modal-item, `?name=` and the
 * page's own parameters): what the popup stack shows over a page, reachable by a
 * link or a share where there is no page under it. An unknown name goes home, as
 * an unknown address does.
 */
function PageModalItemPage() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { name = '', ...params } = useRouter().params as Record<string, string>;
  const Page = popupPageComponent(name);
  useEffect(() => {
    if (Page) return;
    const timer = setTimeout(() => void navigator.reLaunch(ROUTES.home), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [Page, navigator]);
  return (
    <PageShell title={t('sharedPages.modalItem.title')}>
      {Page ? <Page params={params} /> : <StateView state='empty' text={t('sharedPages.modalItem.unknown')} />}
    </PageShell>
  );
}

export default observer(PageModalItemPage);
