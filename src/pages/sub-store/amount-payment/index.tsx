import { Text, View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { FinalMoney, OfflinePayForm, OrderPage, useStaff } from '@/components/staff-kit';
import { moneyOpsFor } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, the order as changed).
const AmountPaymentForm = observer(function AmountPaymentForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const allowed = moneyOpsFor(order).includes('finalPayment');
  return (
    <View>
      <FinalMoney order={order} />
      {allowed ? (
        <OfflinePayForm
          help={t('staffOps.amount.payHelp')}
          submitLabel={t('staffOps.amount.paySubmit', {
            amount: order.finalPaymentDueAmount,
            currency: order.currency,
          })}
          busyName='payFinalOffline'
          run={(kind, remark) => staff.money.payFinalOffline(kind, remark)}
        />
      ) : (
        <Text className='order-page__note'>{t('staffOps.amount.payNotAllowed')}</Text>
      )}
    </View>
  );
});

/** amount-payment: the diner paid what is still due of the final payment at the counter; the booking finishes. */
function AmountPaymentPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.amount.paymentTitle')}>{(order) => <AmountPaymentForm order={order} />}</OrderPage>
  );
}

export default observer(AmountPaymentPage);
