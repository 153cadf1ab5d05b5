import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { OrderBatchRepository } from './order-batch.repository';
import type { OrderRecord } from './order.record';

/**
 * Spec section 5: a diner holds one booking at a time per store and time
 * while it waits for payment or the store. Refuses with the message for the
 * most pressing of `statuses` (the diner's overlapping pending orders).
 */
export function refusePending(statuses: string[]): void {
  if (statuses.includes('WAIT_DEPOSIT_PAYMENT')) throw domainError('precondition', 'orderPendingPayment');
  if (statuses.length > 0) throw domainError('precondition', 'orderPendingConfirmation');
}

/**
 * A diner's change may not move or lengthen a booking (a larger party can
 * hold its table longer) into another of their pending orders at the store:
 * the rule a new booking meets. An overlap the booking already had is kept:
 * it was allowed when made (a staff booking for the diner's phone is never
 * checked), and refusing it now would stop every later change.
 */
export async function refuseNewPendingOverlap(
  trx: Kysely<Database>,
  dinerId: string,
  order: OrderRecord,
  next: { startMs: number; endMs: number },
): Promise<void> {
  const ask = (startTime: Date, endTime: Date) => ({
    creatorUserId: dinerId,
    idempotencyKey: null,
    check: { storeId: order.storeId, startTime, endTime },
  });
  const [after, before] = await new OrderBatchRepository(trx).creatorConflicts([
    ask(new Date(next.startMs), new Date(next.endMs)),
    ask(order.startTime, order.endTime),
  ]);
  const already = new Set(before.map((c) => c.id));
  refusePending(after.filter((c) => c.id !== order.id && !already.has(c.id)).map((c) => c.status));
}
