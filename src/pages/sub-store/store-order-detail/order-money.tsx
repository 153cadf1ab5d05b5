import { Cell } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useMoney } from '@/i18n/use-money';
import { depositSums, finalSums, type DepositSums, type FinalSums } from '@/common/booking-money';

/**
 * Deposit and payments in the order's currency, in the shared money words and
 * sums (src/common/booking-money.ts); rows with nothing to say are left out.
 * The products served (`products`: label and cents) show beside the meal cost;
 * they change no payment rule.
 */
export function OrderMoney({ order, products }: { order: BookingOrder; products?: [string, string] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const d = depositSums(order);
  const f = finalSums(order);
  const dw = (key: keyof DepositSums | 'asked') => t(`bookingMoney.deposit.${key}` as 'bookingMoney.deposit.paid');
  const fw = (key: keyof FinalSums) => t(`bookingMoney.final.${key}` as 'bookingMoney.final.paid');
  const rows: Array<[string, string]> = [
    [dw('asked'), order.depositAmount],
    [dw('paid'), d.paid],
    [dw('refunded'), d.refunded],
    [dw('refunding'), d.refunding],
    [dw('kept'), d.kept],
    [dw('applied'), d.applied],
    [dw('received'), d.received],
    [dw('held'), d.held],
    [t('bookingMoney.mealCost'), order.mealCostAmount],
    ...(products ? [products] : []),
    [fw('asked'), f.asked],
    [fw('paid'), f.paid],
    [fw('refunded'), f.refunded],
    [fw('refunding'), f.refunding],
    [fw('kept'), f.kept],
    [fw('due'), f.due],
  ];
  const shown = rows.filter(([, cents]) => cents && cents !== '0');
  if (shown.length === 0) return null;
  return (
    <Cell.Group className='order-money'>
      {shown.map(([title, cents]) => (
        <Cell key={title} title={title} extra={money(cents, order.currency)} />
      ))}
    </Cell.Group>
  );
}
