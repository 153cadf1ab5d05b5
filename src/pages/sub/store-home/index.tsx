import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';

/**
 * The spec's store entrance (/pages/sub/store-home/index, where /app/web
 * leads): staff's home for a store is merchant mode's operation tab (a diner's
 * home tab), so this address goes there instead of showing a page of its own.
 */
function StoreHomePage() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  useEffect(() => {
    void navigator.home();
  }, [navigator]);
  return (
    <PageShell title={t('page.storeHome.title')}>
      <StateView state='loading' />
    </PageShell>
  );
}

export default observer(StoreHomePage);
