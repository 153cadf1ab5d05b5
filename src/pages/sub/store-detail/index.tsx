import { useRouter } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { StateView } from '@/components/diner/state-view';
import { PageShell } from '@/components/page-shell';
import { StoreDetailScreen } from '@/components/store-detail';
import { useRootStore } from '@/stores';
import '@/i18n/shared-pages-texts';

/**
 * The shared store detail (spec: sub/store-detail): the diner's store page as
 * diners see it, for staff previewing their store (`storeId`, else the store they
 * act for) without leaving merchant mode. Booking is off here.
 */
function SharedStoreDetailPage() {
  const { t } = useTranslation();
  const { operator } = useRootStore();
  const storeId = useRouter().params.storeId || operator.storeId;
  if (!storeId) {
    return (
      <PageShell title={t('sharedPages.storePreview.title')}>
        <StateView state='empty' text={t('sharedPages.storePreview.noStore')} />
      </PageShell>
    );
  }
  return <StoreDetailScreen storeId={storeId} preview />;
}

export default observer(SharedStoreDetailPage);
