import { Button } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { OrderPage, useDepositSettlement, useStaff } from '@/components/staff-kit';
import { confirmAction } from '@/services/confirm';
import { showToast } from '@/services/feedback';

// An observer: it reads the staff stores (busy flags, loaded options).
const NotArriveForm = observer(function NotArriveForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff, back } = useStaff();
  // A no-show's deposit is the store's by its policy: keeping it all is offered first.
  const settlement = useDepositSettlement(order, true, 'FORFEIT_ALL');
  const submit = async () => {
    const pick = settlement.pick;
    if (!pick) return;
    if (!(await confirmAction(t('staffOps.ask.notArrive'), t('staffOps.common.confirm'), t('staffOps.common.cancel'))))
      return;
    if (await staff.order.notArrive(pick)) {
      showToast(t('staffOps.action.done'));
      back();
    }
  };
  return (
    <View>
      {settlement.view}
      <View className='order-page__actions'>
        <Button
          type='danger'
          disabled={!settlement.pick}
          loading={staff.order.busy === 'notArrive'}
          onClick={() => void submit()}
        >
          {t('staffOps.action.notArrive')}
        </Button>
      </View>
    </View>
  );
});

/** Not arrived: closes the booking as a no-show; the deposit still held is refunded, kept, or split. */
function StoreOrderNotArrivePage() {
  const { t } = useTranslation();
  return <OrderPage title={t('staffOps.notArrive.title')}>{(order) => <NotArriveForm order={order} />}</OrderPage>;
}

export default observer(StoreOrderNotArrivePage);
