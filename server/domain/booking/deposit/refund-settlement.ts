import { addCents, compareCents, subtractCents } from '@common/money';
import type { PurposeContext } from '../../payment/payment-purpose';
import type { TransactionRecord } from '../../payment/transaction.repository';
import type { OrderPatch } from '../order.repository';
import { OrderMutation, SYSTEM_ACTOR } from '../order-mutation';
import { BOOKS, bookOfPurpose, heldIn } from './order-money';

/**
 * A refund of one of the order's payments ended (the purposes'
 * onRefundSettled), in the transaction that records it:
 * - SUCCESS: refunding -> refunded;
 * - FAIL: refunding -> held again (net paid rises; staff may refund again);
 * - SUCCESS after a FAIL (a channel that resolved it by hand): the money has
 *   left after all, so it is refunded; if the store had meanwhile forfeited or
 *   discounted what had come back, that much is taken back from the forfeit
 *   (then the discount), since the store cannot keep money it no longer has.
 * Logged as DEPOSIT_REFUND or FINAL_PAYMENT_REFUND with the refund's status.
 */
export async function settleRefund(
  ctx: PurposeContext,
  refund: TransactionRecord,
  payment: TransactionRecord,
): Promise<void> {
  // A payment the order never accepted (paid after it closed, or flagged) was never in its books.
  if (payment.anomaly) return;
  const book = bookOfPurpose(refund.purpose);
  const spec = BOOKS[book];
  const m = new OrderMutation(ctx.trx, ctx.now, SYSTEM_ACTOR);
  const order = await m.load(refund.subjectId, { system: true });
  const books = spec.read(order);
  const patch: Record<string, string> = {};
  const note: Record<string, string> = {};

  if (refund.status !== 'SUCCESS') {
    patch[spec.refunding] = subtractCents(books.refunding, refund.amount);
  } else if (!(await m.logs.refundFailed(order.id, refund.id))) {
    patch[spec.refunding] = subtractCents(books.refunding, refund.amount);
    patch[spec.refund] = addCents(books.refund, refund.amount);
  } else {
    patch[spec.refund] = addCents(books.refund, refund.amount);
    let shortfall = subtractCents(refund.amount, heldIn(book, order));
    const takeBack = (
      column: 'deposit_forfeit_amount' | 'deposit_discount_amount' | 'final_forfeit_amount',
      has: string,
    ) => {
      if (compareCents(shortfall, 0) <= 0 || compareCents(has, 0) <= 0) return;
      const taken = compareCents(has, shortfall) < 0 ? has : shortfall;
      patch[column] = subtractCents(has, taken);
      note[column] = taken;
      shortfall = subtractCents(shortfall, taken);
    };
    if (book === 'DEPOSIT') {
      takeBack('deposit_forfeit_amount', order.depositForfeitAmount);
      takeBack('deposit_discount_amount', order.depositDiscountAmount);
    } else {
      takeBack('final_forfeit_amount', order.finalForfeitAmount);
    }
  }

  await m.apply(order, 'REFUND_SETTLED', patch as OrderPatch, {
    type: spec.refundLog,
    before: { refundAmount: books.refund, refundingAmount: books.refunding },
    after: {
      refundId: refund.id,
      transactionNo: refund.transactionNo,
      amount: refund.amount,
      refundStatus: refund.status,
      ...(Object.keys(note).length > 0 && { takenBack: note }),
    },
    remark: refund.status === 'SUCCESS' ? '' : refund.failureReason.slice(0, 200),
  });
}
