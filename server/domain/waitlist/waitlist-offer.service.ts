import type { Kysely } from 'kysely';
import { formatSecondOfDay } from '@common/shift-time';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { AvailabilityService } from '../booking/availability.service';
import { lockStoreDate } from '../booking/table-planner';
import { DomainError } from '../errors';
import { NotificationOutbox } from '../notification/notification-outbox';
import { WaitlistRepository, type WaitlistEntry } from './waitlist.repository';
import { OFFER_HOLD_MINUTES, slotFor, type OfferableSlot } from './waitlist.rule';
import {
  OFFER_LAPSE_JOB,
  scheduleOfferLapse,
  signalSlotFreed,
  SLOT_FREED_JOB,
  type OfferLapsePayload,
  type SlotFreedPayload,
} from './waitlist-signal';

/**
 * Offers freed slots to the waitlist in join order and lets lapsed holds pass
 * on. Runs as jobs after the change that freed a table commits; every offer
 * is its own transaction under the store-date lock and the entry's row lock,
 * so two runs at once never offer one entry twice or one shift to two.
 */
export class WaitlistOfferService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly availability: AvailabilityService,
    private readonly now: () => Date,
    private readonly holdMinutes = OFFER_HOLD_MINUTES,
  ) {}

  register(jobs: JobRunner): void {
    jobs.register(SLOT_FREED_JOB, (p: SlotFreedPayload) => this.offerFreed(p.storeId, p.date));
    jobs.register(OFFER_LAPSE_JOB, (p: OfferLapsePayload) => this.lapse(p));
  }

  /** Looks at a store date's line: each waiting entry, first come first, is offered a slot in its window if one is free. */
  async offerFreed(storeId: string, date: string): Promise<void> {
    const line = await new WaitlistRepository(this.db).line(storeId, date);
    const now = this.now();
    const offered = new Set(
      line.filter((e) => e.status === 'OFFERED' && e.offer_shift_id).map((e) => e.offer_shift_id as string),
    );
    const slotsByParty = new Map<number, OfferableSlot[]>();
    for (const entry of line) {
      if (entry.status !== 'WAITING') continue;
      const people = entry.adult_count + entry.child_count;
      let slots = slotsByParty.get(people);
      if (!slots) {
        // Read outside any transaction (PGlite runs one session): the offer re-checks under its locks.
        const shifts = await this.inventory(storeId, date, people);
        slots = shifts.flatMap((s) => s.slots.map((slot) => ({ ...slot, shiftId: s.shift.id })));
        slotsByParty.set(people, slots);
      }
      const slot = slotFor(
        { startSecond: entry.window_start_second, endSecond: entry.window_end_second },
        slots,
        offered,
      );
      if (!slot) continue;
      if (await this.offer(entry, slot, now)) offered.add(slot.shiftId);
    }
  }

  /** The day's slots for a party; none for a date no diner can book any more (past, out of the window). */
  private async inventory(storeId: string, date: string, people: number) {
    try {
      return await this.availability.inventory(storeId, date, people, 'DINER');
    } catch (error) {
      if (error instanceof DomainError) return [];
      throw error;
    }
  }

  /** Offers the slot to the entry if it is still waiting and its shift has no offer out; tells the diner. */
  private async offer(entry: WaitlistEntry, slot: OfferableSlot, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockStoreDate(trx, entry.store_id, entry.reservation_date);
      const repo = new WaitlistRepository(trx);
      const current = await repo.lock(entry.id);
      if (current?.status !== 'WAITING') return false;
      const line = await repo.line(entry.store_id, entry.reservation_date);
      if (line.some((e) => e.status === 'OFFERED' && e.offer_shift_id === slot.shiftId)) return false;
      const expire = new Date(now.getTime() + this.holdMinutes * 60_000);
      const offered = await repo.update(
        entry.id,
        {
          status: 'OFFERED',
          offer_shift_id: slot.shiftId,
          offer_start_second: slot.startSecond,
          offer_expire_time: expire,
          offer_count: current.offer_count + 1,
        },
        now,
      );
      await scheduleOfferLapse(trx, { entryId: entry.id, offerCount: offered.offer_count }, expire);
      await new NotificationOutbox(trx).raise({
        type: 'WAITLIST_OFFERED',
        subject: { kind: 'WAITLIST_ENTRY', id: entry.id },
        storeId: entry.store_id,
        // the account's language decides the wording (the planner reads it)
        recipient: { userId: entry.user_id },
        // the store's name is put in by the planner, in the reader's language
        params: {
          reservationDate: entry.reservation_date,
          reservationTime: formatSecondOfDay(slot.startSecond),
          peopleCount: String(entry.adult_count + entry.child_count),
          holdMinutes: String(this.holdMinutes),
        },
        occurTime: now,
        usefulUntil: expire,
        dedupeKey: `WAITLIST_OFFERED:${entry.id}:${offered.offer_count}`,
      });
      return true;
    });
  }

  /** A hold that lapsed unanswered: the entry expires and the slot goes to the next in line. */
  async lapse(payload: OfferLapsePayload): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const repo = new WaitlistRepository(trx);
      const entry = await repo.lock(payload.entryId);
      if (entry?.status !== 'OFFERED' || entry.offer_count !== payload.offerCount) return;
      await repo.update(entry.id, { status: 'EXPIRED', close_time: now }, now);
      await signalSlotFreed(trx, entry.store_id, entry.reservation_date, now);
    });
  }
}
