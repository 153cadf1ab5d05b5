import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { DrawForm, FinalMoney, OrderPage, useStaff } from '@/components/staff-kit';
import { moneyOpsFor } from '@/stores/staff';

// An observer: it reads the staff stores (busy flags, the order as changed).
const AmountRefundForm = observer(function AmountRefundForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const allowed = moneyOpsFor(order).includes('finalRefund');
  return (
    <View>
      <FinalMoney order={order} />
      {allowed ? (
        <DrawForm
          max={order.finalRefundableAmount}
          amountLabel={t('staffOps.amount.refundAmount')}
          note='reason'
          submitLabel={t('staffOps.amount.refundSubmit')}
          ask={(amount) => t('staffOps.ask.refundFinal', { amount })}
          busyName='refundFinal'
          danger
          run={(cents, reason) => staff.money.refundFinal(cents, reason)}
        />
      ) : (
        <Text className='order-page__note'>{t('staffOps.amount.nothingRefundable')}</Text>
      )}
    </View>
  );
});

/** amount-refund: part or all of the paid final payment handed back (at most what is refundable). */
function AmountRefundPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.amount.refundTitle')}>{(order) => <AmountRefundForm order={order} />}</OrderPage>
  );
}

export default observer(AmountRefundPage);
