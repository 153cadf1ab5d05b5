import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, SettlementSubmit, useDepositSettlement, useStaff } from '@/components/staff-kit';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, loaded options).
const NotArriveForm = observer(function NotArriveForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  // A no-show's deposit is the store's by its policy: keeping it all is offered first.
  const settlement = useDepositSettlement(order, true, 'FORFEIT_ALL');
  return (
    <View>
      {settlement.view}
      <SettlementSubmit
        pick={settlement.pick}
        ask={t('staffOps.ask.notArrive')}
        label={t('staffOps.action.notArrive')}
        loading={staff.order.busy === 'notArrive'}
        danger
        act={(pick) => staff.order.notArrive(pick)}
      />
    </View>
  );
});

/** Not arrived: closes the booking as a no-show; the deposit still held is refunded, kept, or split. */
function StoreOrderNotArrivePage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.notArrive.title')}>{(order) => <NotArriveForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderNotArrivePage);
