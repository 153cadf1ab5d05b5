import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/** Merchant staff's view of one booking order. */
export default function StoreOrderDetailPage() {
  const { t } = useTranslation();
  const { id } = useRouter().params;
  return (
    <PageShell title={t('page.storeOrderDetail.title')}>
      <Text>{id ? t('page.storeOrderDetail.orderId', { id }) : t('page.storeOrderDetail.missingId')}</Text>
      <Text>{t('page.storeOrderDetail.placeholder')}</Text>
    </PageShell>
  );
}
