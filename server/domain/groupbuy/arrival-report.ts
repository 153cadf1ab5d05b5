import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { ThirdPartyOrderRepository } from './third-party-order.repository';

export const REPORT_JOB = 'groupbuy.report-arrival';

/**
 * Called by the booking domain when staff mark a platform booking arrived or
 * not arrived: the platform is told by a durable job once the change commits
 * (retried with backoff), never from inside the booking's transaction.
 */
export async function queueArrivalReport(trx: Kysely<Database>, bookingOrderId: string, arrived: boolean, now: Date) {
  const order = await new ThirdPartyOrderRepository(trx).findByBooking(bookingOrderId);
  if (!order) return;
  await new JobRepository(trx).enqueue({
    kind: REPORT_JOB,
    payload: { thirdPartyOrderId: order.id, arrived },
    runAt: now,
    dedupeKey: `${REPORT_JOB}:${order.id}:${arrived}`,
    maxAttempts: 50,
  });
}
