import { Cell } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { positive } from '@/stores/staff/order-money';
import { useMoney } from '@/i18n/use-money';

export interface MoneyRow {
  /** Names the row for styles and tests: money-rows__row--{key}. */
  key: string;
  label: string;
  cents: string;
  /** Shown even at 0 (the amount the page is about). */
  always?: boolean;
}

/** Amounts in the order's currency ('.00' dropped); rows with nothing to say are left out. */
export function MoneyRows({ rows, currency }: { rows: MoneyRow[]; currency: string }) {
  const money = useMoney();
  return (
    <Cell.Group className='money-rows'>
      {rows
        .filter((row) => row.always || positive(row.cents))
        .map((row) => (
          <Cell
            key={row.key}
            className={`money-rows__row money-rows__row--${row.key}`}
            title={row.label}
            extra={money(row.cents || '0', currency)}
          />
        ))}
    </Cell.Group>
  );
}

/** The deposit's books: asked, paid, refunded, refunding, kept, deducted, and what is still held. */
export function DepositMoney({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  return (
    <MoneyRows
      currency={order.currency}
      rows={[
        { key: 'deposit', label: t('staffOps.deposit.amount'), cents: order.depositAmount, always: true },
        { key: 'paid', label: t('staffOps.order.paid'), cents: order.paidAmount },
        { key: 'refunded', label: t('staffOps.order.refunded'), cents: order.refundAmount },
        { key: 'refunding', label: t('staffOps.order.refunding'), cents: order.refundingAmount },
        { key: 'forfeited', label: t('staffOps.order.forfeited'), cents: order.depositForfeitAmount },
        { key: 'discounted', label: t('staffOps.order.discounted'), cents: order.depositDiscountAmount },
        { key: 'netPaid', label: t('staffOps.order.netPaid'), cents: order.netPaidAmount, always: true },
      ]}
    />
  );
}

/** The final payment's books: asked, paid, refunded, refunding, kept, still refundable, still due. */
export function FinalMoney({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  return (
    <MoneyRows
      currency={order.currency}
      rows={[
        { key: 'final', label: t('staffOps.order.finalPayment'), cents: order.finalPaymentAmount, always: true },
        { key: 'finalPaid', label: t('staffOps.order.finalPaid'), cents: order.finalPaidAmount, always: true },
        { key: 'finalRefunded', label: t('staffOps.order.finalRefunded'), cents: order.finalRefundAmount },
        { key: 'finalRefunding', label: t('staffOps.order.finalRefunding'), cents: order.finalRefundingAmount },
        { key: 'finalForfeited', label: t('staffOps.order.finalForfeited'), cents: order.finalForfeitAmount },
        { key: 'refundable', label: t('staffOps.amount.refundable'), cents: order.finalRefundableAmount },
        { key: 'due', label: t('staffOps.order.finalDue'), cents: order.finalPaymentDueAmount },
      ]}
    />
  );
}
