import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';

// Durable feast timers: jobs enqueued in the transaction of the change that
// starts them, one pending per subject (dedupe key), idempotent when they
// run (a feast or participant that moved on is left alone).
/** At the registration deadline: enough paid seats, or close and refund everyone. */
export const HEADCOUNT_JOB = 'feast.headcount';
/** At a joiner's payment deadline: an unpaid participation is closed and its seats freed. */
export const PAYMENT_LAPSE_JOB = 'feast.payment-lapse';
/** After a close: the feast's booking order is closed, freeing its tables. */
export const RELEASE_TABLES_JOB = 'feast.release-tables';

export async function scheduleHeadcount(db: Kysely<Database>, feastId: string, runAt: Date) {
  await new JobRepository(db).enqueue({
    kind: HEADCOUNT_JOB,
    payload: { feastId },
    runAt,
    dedupeKey: `${HEADCOUNT_JOB}:${feastId}`,
  });
}

export async function cancelHeadcount(db: Kysely<Database>, feastId: string, now: Date) {
  await new JobRepository(db).cancel(`${HEADCOUNT_JOB}:${feastId}`, now);
}

export async function schedulePaymentLapse(db: Kysely<Database>, participantId: string, runAt: Date) {
  await new JobRepository(db).enqueue({
    kind: PAYMENT_LAPSE_JOB,
    payload: { participantId },
    runAt,
    dedupeKey: `${PAYMENT_LAPSE_JOB}:${participantId}`,
  });
}

export async function cancelPaymentLapse(db: Kysely<Database>, participantId: string, now: Date) {
  await new JobRepository(db).cancel(`${PAYMENT_LAPSE_JOB}:${participantId}`, now);
}

export async function scheduleRelease(db: Kysely<Database>, feastId: string, runAt: Date) {
  await new JobRepository(db).enqueue({
    kind: RELEASE_TABLES_JOB,
    payload: { feastId },
    runAt,
    dedupeKey: `${RELEASE_TABLES_JOB}:${feastId}`,
  });
}
