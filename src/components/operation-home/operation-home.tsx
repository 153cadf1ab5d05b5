import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadState } from '@/components/load-state';
import { ENTRY_CARDS, MerchantEntryList } from '@/components/merchant-entry-list';
import { useStaff } from '@/components/staff-kit';
import { STAFF_ROUTES } from '@/routing/staff-routes';
import { addDays } from '@/common/business-date';
import './operation-home.scss';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** The operation tab (home in merchant mode): the store, today's and tomorrow's bookings, the entry cards. */
function OperationHomeView() {
  const { t } = useTranslation();
  const { staff, open } = useStaff();
  const { operation, stores } = staff;
  useEffect(() => {
    operation.load().catch(() => undefined);
  }, [operation, stores.currentId]);
  const today = operation.today;
  const card = (label: string, date: string) => {
    const s = operation.summaryOf(date);
    return (
      <View className='operation-home__day' onClick={() => open(STAFF_ROUTES.bookingHome, { date })}>
        <Text className='operation-home__day-label'>{label}</Text>
        <Text className='operation-home__day-count'>{s.orders}</Text>
        <Text className='operation-home__day-sub'>{t('staffOps.operation.orders')}</Text>
      </View>
    );
  };
  return (
    <View className='operation-home'>
      <View className='operation-home__store' onClick={() => open(STAFF_ROUTES.storeSearch)}>
        <Text className='operation-home__store-name'>{stores.current?.name ?? ''}</Text>
        <Text className='operation-home__switch'>{t('staffOps.operation.switchStore')} ›</Text>
      </View>
      <LoadState
        status={stores.status === 'ready' && !stores.currentId ? 'ready' : operation.status}
        empty={stores.status === 'ready' && !stores.currentId}
        emptyText={t('staffOps.common.noStore')}
        onRetry={() => void operation.load()}
      >
        <View className='operation-home__days'>
          {card(t('staffOps.operation.today'), today)}
          {card(t('staffOps.operation.tomorrow'), addDays(today, 1))}
        </View>
      </LoadState>
      <Text className='operation-home__title'>{t('staffOps.operation.entries')}</Text>
      <MerchantEntryList entries={ENTRY_CARDS} look='cards' />
    </View>
  );
}

export const OperationHome = observer(OperationHomeView);
