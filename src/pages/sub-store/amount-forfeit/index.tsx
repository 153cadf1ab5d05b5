import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { DrawForm, FinalMoney, OrderPage, useStaff } from '@/components/staff-kit';
import { moneyOpsFor } from '@/stores/staff';

// An observer: it reads the staff stores (busy flags, the order as changed).
const AmountForfeitForm = observer(function AmountForfeitForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const allowed = moneyOpsFor(order).includes('finalForfeit');
  return (
    <View>
      <FinalMoney order={order} />
      {allowed ? (
        <DrawForm
          max={order.finalRefundableAmount}
          amountLabel={t('staffOps.amount.forfeitAmount')}
          note='remark'
          help={t('staffOps.amount.forfeitHelp')}
          submitLabel={t('staffOps.amount.forfeitSubmit')}
          ask={(amount) => t('staffOps.ask.forfeitFinal', { amount })}
          busyName='forfeitFinal'
          danger
          run={(cents, remark) => staff.money.forfeitFinal(cents, remark)}
        />
      ) : (
        <Text className='order-page__note'>{t('staffOps.amount.nothingRefundable')}</Text>
      )}
    </View>
  );
});

/** amount-forfeit: the store keeps part of the paid final payment for good (no longer refundable). */
function AmountForfeitPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.amount.forfeitTitle')}>{(order) => <AmountForfeitForm order={order} />}</OrderPage>
  );
}

export default observer(AmountForfeitPage);
