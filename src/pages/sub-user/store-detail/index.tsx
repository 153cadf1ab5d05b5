import { Text } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell';

/** A diner's view of one store; opened as store-detail/index?storeId=<id> or /store/<id>. */
export default function StoreDetailPage() {
  const { t } = useTranslation();
  const { storeId } = useRouter().params;
  return (
    <PageShell title={t('page.storeDetail.title')} contactFooter>
      <Text className='store-detail__id'>
        {storeId ? t('page.storeDetail.storeId', { id: storeId }) : t('page.storeDetail.missingId')}
      </Text>
      <Text>{t('page.storeDetail.placeholder')}</Text>
    </PageShell>
  );
}
