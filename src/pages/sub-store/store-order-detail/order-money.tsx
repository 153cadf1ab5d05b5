import { Cell } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { useMoney } from '@/i18n/use-money';

/**
 * Deposit and payments in yuan (cents / 100, '.00' dropped); rows with nothing to say are left out.
 * The products served (`products`: label and cents) show beside the meal cost; they change no payment rule.
 */
export function OrderMoney({ order, products }: { order: BookingOrder; products?: [string, string] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: Array<[string, string]> = [
    [t('staffOps.order.deposit'), order.depositAmount],
    [t('staffOps.order.paid'), order.paidAmount],
    [t('staffOps.order.refunded'), order.refundAmount],
    [t('staffOps.order.refunding'), order.refundingAmount],
    [t('staffOps.order.forfeited'), order.depositForfeitAmount],
    [t('staffOps.order.discounted'), order.depositDiscountAmount],
    [t('staffOps.order.netPaid'), order.netPaidAmount],
    [t('staffOps.order.mealCost'), order.mealCostAmount],
    ...(products ? [products] : []),
    [t('staffOps.order.finalPayment'), order.finalPaymentAmount],
    [t('staffOps.order.finalPaid'), order.finalPaidAmount],
    [t('staffOps.order.finalRefunded'), order.finalRefundAmount],
    [t('staffOps.order.finalRefunding'), order.finalRefundingAmount],
    [t('staffOps.order.finalForfeited'), order.finalForfeitAmount],
    [t('staffOps.order.finalDue'), order.finalPaymentDueAmount],
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
