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

export async function scheduleAutoAccept(db: Kysely<Database>, orderId: string, runAt: Date): Promise<void> {
  await new JobRepository(db).enqueue({
    kind: AUTO_ACCEPT_JOB,
    payload: { orderId } satisfies OrderTimerPayload,
    runAt,
    dedupeKey: key(AUTO_ACCEPT_JOB, orderId),
  });
}

export async function scheduleDepositExpiry(db: Kysely<Database>, orderId: string, runAt: Date): Promise<void> {
  await new JobRepository(db).enqueue({
    kind: DEPOSIT_EXPIRY_JOB,
    payload: { orderId } satisfies OrderTimerPayload,
    runAt,
    dedupeKey: key(DEPOSIT_EXPIRY_JOB, orderId),
  });
}

export async function cancelAutoAccept(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  await new JobRepository(db).cancel(key(AUTO_ACCEPT_JOB, orderId), now);
}

export async function cancelDepositExpiry(db: Kysely<Database>, orderId: string, now: Date): Promise<void> {
  await new JobRepository(db).cancel(key(DEPOSIT_EXPIRY_JOB, orderId), now);
}
