import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';

// Durable timers of booking orders: jobs in the database, enqueued in the
// transaction of the change that starts them, one pending job per order and
// kind (the dedupe key), withdrawn when the order moves on first.
export const AUTO_ACCEPT_JOB = 'booking.auto-accept';
export const DEPOSIT_EXPIRY_JOB = 'booking.deposit-expiry';

export interface OrderTimerPayload {
  orderId: string;
}

const key = (kind: string, orderId: string) => `${kind}:${orderId}`;

const timerJob = (kind: string, orderId: string, runAt: Date) => ({
  kind,
  payload: { orderId } satisfies OrderTimerPayload,
  runAt,
  dedupeKey: key(kind, orderId),
});

/** The timers a group of new orders starts, in one statement. */
export async function scheduleOrderTimers(
  db: Kysely<Database>,
  timers: { orderId: string; depositExpiry: Date | null; autoAcceptAt: Date | null }[],
): Promise<void> {
  const jobs = timers.flatMap((t) => [
    ...(t.depositExpiry ? [timerJob(DEPOSIT_EXPIRY_JOB, t.orderId, t.depositExpiry)] : []),
    ...(t.autoAcceptAt ? [timerJob(AUTO_ACCEPT_JOB, t.orderId, t.autoAcceptAt)] : []),
  ]);
  await new JobRepository(db).enqueueMany(jobs);
}

export async function scheduleAutoAccept(db: Kysely<Database>, orderId: string, runAt: Date): Promise<void> {
  await new JobRepository(db).enqueue(timerJob(AUTO_ACCEPT_JOB, orderId, runAt));
}

export async function cancelAutoAccept(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  await new JobRepository(db).cancel(key(AUTO_ACCEPT_JOB, orderId), now);
}

export async function cancelDepositExpiry(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  await new JobRepository(db).cancel(key(DEPOSIT_EXPIRY_JOB, orderId), now);
}
