import { Text } from '@tarojs/components';
import { useDidShow } from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit/use-staff';
import { STAFF_ROUTES } from '@/routing/staff-routes';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/** Bookings of any date still waiting for the store's confirmation: a line that opens their list. */
function PendingBadgeView() {
  const { t } = useTranslation();
  const { staff, open } = useStaff();
  const { pending, stores } = staff;
  const storeId = stores.currentId;
  useEffect(() => {
    void pending.load({ silent: true });
  }, [pending, storeId]);
  useDidShow(() => void pending.load({ silent: true }));
  const count = pending.orders.length;
  if (count === 0) return null;
  return (
    <Text className='booking-home__pending' onClick={() => open(STAFF_ROUTES.pendingOrders)}>
      {t('staffOps.pending.badge', { count })}
    </Text>
  );
}

export const PendingBadge = observer(PendingBadgeView);
