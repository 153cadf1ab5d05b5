import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PageShell } from '@/components/page-shell';
import { useRootStore } from '@/stores';
import { STAFF_ROUTES, staffUrl } from '@/routing/staff-routes';

/**
 * The spec's merchant route of the staff order view. The real page is
 * pages/sub-store/store-order-detail: this one opens it in its place, so
 * links to either route reach the same page.
 */
export default function MerchantStoreOrderDetailPage() {
  const { t } = useTranslation();
  const { navigator } = useRootStore();
  const { id, storeId } = useRouter().params;
  useEffect(() => {
    if (id) void navigator.redirectTo(staffUrl(STAFF_ROUTES.orderDetail, { id, storeId }));
  }, [navigator, id, storeId]);
  return (
    <PageShell title={t('page.storeOrderDetail.title')}>
      <Text>{id ? t('page.storeOrderDetail.orderId', { id }) : t('page.storeOrderDetail.missingId')}</Text>
    </PageShell>
  );
}
