import { Text } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import { useStaff } from '@/components/staff-kit/use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

/**
 * Bookings of the day shown that closed by themselves because the deposit was
 * not paid in time: a line on the board (the guest was told by message), and a
 * tap shows the closed orders, each with its close reason.
 */
function LapsedBadgeView() {
  const { t } = useTranslation();
  const { day } = useStaff().staff;
  const count = day.lapsedUnpaid.length;
  if (count === 0) return null;
  return (
    <Text className='booking-home__lapsed' onClick={() => day.showClosed()}>
      {t('staffOps.board.lapsedUnpaid', { count })} ›
    </Text>
  );
}

export const LapsedBadge = observer(LapsedBadgeView);
