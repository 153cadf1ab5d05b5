import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';

// Jobs of the waitlist (docs/waitlist.md), enqueued in the transaction of
// the change that causes them, so a slot freed by a change that rolls back
// is never offered.
export const SLOT_FREED_JOB = 'waitlist.slot-freed';
export const OFFER_LAPSE_JOB = 'waitlist.offer-lapse';

export interface SlotFreedPayload {
  storeId: string;
  date: string;
}

export interface OfferLapsePayload {
  entryId: string;
  offerCount: number;
}

/**
 * A store's date may have a free table again (a booking closed or moved
 * away, a lock lifted, an offer ended): its waitlist is looked at once this
 * commits. Not deduplicated: a run already under way may have read the day
 * before this change, so every signal gets a run of its own.
 */
export async function signalSlotFreed(db: Kysely<Database>, storeId: string, date: string, now: Date): Promise<void> {
  await new JobRepository(db).enqueue({
    kind: SLOT_FREED_JOB,
    payload: { storeId, date } satisfies SlotFreedPayload,
    runAt: now,
  });
}

export async function scheduleOfferLapse(db: Kysely<Database>, payload: OfferLapsePayload, runAt: Date) {
  await new JobRepository(db).enqueue({
    kind: OFFER_LAPSE_JOB,
    payload,
    runAt,
    dedupeKey: `${OFFER_LAPSE_JOB}:${payload.entryId}:${payload.offerCount}`,
  });
}

export async function cancelOfferLapse(db: Kysely<Database>, payload: OfferLapsePayload, now: Date) {
  await new JobRepository(db).cancel(`${OFFER_LAPSE_JOB}:${payload.entryId}:${payload.offerCount}`, now);
}
