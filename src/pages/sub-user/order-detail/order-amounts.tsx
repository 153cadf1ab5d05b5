import { Text, View } from '@tarojs/components';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useMoney } from '@/i18n/use-money';
import '@/i18n/diner-orders-texts';

/** Deposit, paid, refunded, kept and net paid (spec section 3: paid minus refunded, refunding, forfeited, discounted). */
export function OrderAmounts({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const money = useMoney();
  const refunded = BigInt(order.refundAmount || '0') + BigInt(order.refundingAmount || '0');
  const rows: Array<[string, string, boolean]> = [
    [t('diner.order.deposit'), order.depositAmount, true],
    [t('diner.order.paid'), order.paidAmount, true],
    [t('diner.order.refunded'), refunded.toString(), refunded > 0n],
    [t('diner.order.forfeited'), order.depositForfeitAmount, BigInt(order.depositForfeitAmount || '0') > 0n],
    [t('diner.order.netPaid'), order.netPaidAmount, true],
  ];
  return (
    <View className='section order-detail__amounts'>
      <Text className='section__title'>{t('diner.order.amounts')}</Text>
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, cents]) => (
          <View key={label} className='section__row'>
            <Text className='section__label'>{label}</Text>
            <Text>{money(cents || '0', order.currency)}</Text>
          </View>
        ))}
    </View>
  );
}
