import { Text, View } from '@tarojs/components';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { DepositMoney, OfflinePayForm, OrderPage, useStaff } from '@/components/staff-kit';
import { useDateDisplay } from '@/i18n/use-date-display';
import { depositExpired, moneyOpsFor } from '@/stores/staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

// An observer: it reads the staff stores (busy flags, the order as changed).
const DepositPaymentForm = observer(function DepositPaymentForm({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const { dateTime } = useDateDisplay();
  const allowed = moneyOpsFor(order).includes('depositPayment');
  const refusal = depositExpired(order) ? t('staffOps.deposit.payExpired') : t('staffOps.deposit.payNotAllowed');
  return (
    <View>
      <DepositMoney order={order} />
      {order.depositExpireTime && allowed && (
        <Text className='staff-form__help'>
          {t('staffOps.deposit.expire', { time: dateTime(timestampDate(order.depositExpireTime)) })}
        </Text>
      )}
      {allowed ? (
        <OfflinePayForm
          help={t('staffOps.deposit.payHelp')}
          submitLabel={t('staffOps.deposit.paySubmit', { amount: order.depositAmount, currency: order.currency })}
          busyName='payDepositOffline'
          run={(kind, remark) => staff.money.payDepositOffline(kind, remark)}
        />
      ) : (
        <Text className='order-page__note'>{refusal}</Text>
      )}
    </View>
  );
});

/** deposit-payment: the diner paid the deposit at the counter (cash or card); the booking moves on. */
function DepositPaymentPage() {
  const { t } = useTranslation();
  return (
    <OrderPage title={t('staffOps.deposit.paymentTitle')}>{(order) => <DepositPaymentForm order={order} />}</OrderPage>
  );
}

export default observer(DepositPaymentPage);
