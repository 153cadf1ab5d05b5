import { depositAtFinish } from '@common/booking-money';
import { compareCents } from '@common/money';
import type { OrderMutation } from '../order-mutation';
import type { OrderRecord } from '../order.record';
import { discountDeposit } from './deposit-operations';
import type { OrderRefunds } from './order-refunds';

/**
 * What becomes of the deposit still held when an order finishes. A finished
 * order holds none of the diner's money: in the finish's own transaction the
 * deposit pays its part of the bill (a DEPOSIT_DISCOUNT entry) and whatever
 * it held beyond the bill is refunded (a DEPOSIT_REFUND entry), both marked
 * `onFinish`. The split is `depositAtFinish` (src/common/booking-money.ts):
 * the meal cost less the final payment asked is the deposit's part; with no
 * bill entered the deposit pays the meal in full. A store that gives the
 * deposit back on arrival (its deposit settings) has none left by now.
 */
export async function settleFinishedDeposit(
  m: OrderMutation,
  refunds: OrderRefunds,
  finished: OrderRecord,
  withBill: boolean,
): Promise<OrderRecord> {
  const { apply, refund } = depositAtFinish(finished, withBill);
  let order = finished;
  if (compareCents(apply, 0) > 0) {
    order = await discountDeposit(m, order, apply, '', { onFinish: true });
  }
  if (compareCents(refund, 0) > 0) {
    order = (
      await refunds.refund(m, order, 'DEPOSIT', refund, {
        reason: 'deposit beyond the bill refunded on finishing',
        logRemark: '',
        log: { onFinish: true },
      })
    ).order;
  }
  return order;
}
