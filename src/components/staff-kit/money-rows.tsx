import { Cell } from '@nutui/nutui-react-taro';
import { useTranslation } from '@/i18n/use-translation';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { positive } from '@/stores/staff/order-money';
import { useMoney } from '@/i18n/use-money';
import { depositSums, finalSums, type DepositSums, type FinalSums } from '@/common/booking-money';

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

/**
 * The deposit's books in the shared money words (src/common/booking-money.ts):
 * asked, received, refunded, refunding, kept, applied to the bill, what the
 * store took of it, and what is still held.
 */
export function DepositMoney({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const d = depositSums(order);
  const w = (key: keyof DepositSums | 'asked') => t(`bookingMoney.deposit.${key}` as 'bookingMoney.deposit.paid');
  return (
    <MoneyRows
      currency={order.currency}
      rows={[
        { key: 'deposit', label: w('asked'), cents: order.depositAmount, always: true },
        { key: 'paid', label: w('paid'), cents: d.paid },
        { key: 'refunded', label: w('refunded'), cents: d.refunded },
        { key: 'refunding', label: w('refunding'), cents: d.refunding },
        { key: 'forfeited', label: w('kept'), cents: d.kept },
        { key: 'discounted', label: w('applied'), cents: d.applied },
        { key: 'received', label: w('received'), cents: d.received, always: positive(d.paid) },
        { key: 'netPaid', label: w('held'), cents: d.held, always: true },
      ]}
    />
  );
}

/** The final payment's books: asked, paid, refunded, refunding, kept, still refundable, still due. */
export function FinalMoney({ order }: { order: BookingOrder }) {
  const { t } = useTranslation();
  const f = finalSums(order);
  const w = (key: keyof FinalSums) => t(`bookingMoney.final.${key}` as 'bookingMoney.final.paid');
  return (
    <MoneyRows
      currency={order.currency}
      rows={[
        { key: 'final', label: w('asked'), cents: f.asked, always: true },
        { key: 'finalPaid', label: w('paid'), cents: f.paid, always: true },
        { key: 'finalRefunded', label: w('refunded'), cents: f.refunded },
        { key: 'finalRefunding', label: w('refunding'), cents: f.refunding },
        { key: 'finalForfeited', label: w('kept'), cents: f.kept },
        { key: 'refundable', label: w('refundable'), cents: f.refundable },
        { key: 'due', label: w('due'), cents: f.due },
      ]}
    />
  );
}
