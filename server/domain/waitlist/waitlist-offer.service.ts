import type { Kysely } from 'kysely';
import { formatSecondOfDay } from '@common/shift-time';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { AvailabilityService } from '../booking/availability.service';
import type { BookingContextCache } from '../booking/booking-context';
import { isOverlapViolation, OccupancyRepository } from '../booking/occupancy.repository';
import { lockStoreDate, planTables } from '../booking/table-planner';
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
 * on. Runs as jobs after the change that freed a table commits. Every offer
 * is its own transaction under the store-date lock: the tables are allocated
 * as a booking's would be and held with LOCK rows in table_occupancy for the
 * hold's time, so neither another entry nor the booking page gets them.
 */
export class WaitlistOfferService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly availability: AvailabilityService,
    private readonly contexts: BookingContextCache,
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
    const slotsByParty = new Map<number, OfferableSlot[]>();
    for (const entry of line) {
      if (entry.status !== 'WAITING') continue;
      const people = entry.adult_count + entry.child_count;
      let slots = slotsByParty.get(people);
      if (!slots) {
        // Read outside any transaction (PGlite runs one session): the offer decides under its locks.
        const shifts = await this.inventory(storeId, date, people);
        slots = shifts.flatMap((s) => s.slots.map((slot) => ({ ...slot, shiftId: s.shift.id })));
        slotsByParty.set(people, slots);
      }
      const slot = slotFor({ startSecond: entry.window_start_second, endSecond: entry.window_end_second }, slots);
      // An offer holds tables: what the next entries see is read again.
      if (slot && (await this.offer(entry, slot, now))) slotsByParty.clear();
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

  /** Holds the slot's tables for the entry if it still waits and they are still free; tells the diner. */
  private async offer(entry: WaitlistEntry, slot: OfferableSlot, now: Date): Promise<boolean> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        await lockStoreDate(trx, entry.store_id, entry.reservation_date);
        const repo = new WaitlistRepository(trx);
        const current = await repo.lock(entry.id);
        if (current?.status !== 'WAITING') return false;
        const people = entry.adult_count + entry.child_count;
        const cached = await this.contexts.get(trx, entry.store_id);
        let plan;
        try {
          plan = await planTables(
            trx,
            this.contexts,
            cached,
            {
              audience: 'DINER',
              date: entry.reservation_date,
              shiftId: slot.shiftId,
              startSecond: slot.startSecond,
              people,
              quantity: 0,
              chosenItemIds: [],
            },
            now,
          );
        } catch (error) {
          // Taken since the slots were read, or no longer bookable: nothing written, nothing offered.
          if (error instanceof DomainError) return false;
          throw error;
        }
        const expire = new Date(now.getTime() + this.holdMinutes * 60_000);
        const { slot: at, allocation } = plan;
        const lockIds = await new OccupancyRepository(trx).insert(
          allocation.itemIds.map((itemId) => ({
            storeId: entry.store_id,
            itemId,
            orderId: null,
            kind: 'LOCK' as const,
            date: entry.reservation_date,
            shiftId: at.shift.id,
            startSecond: at.startSecond,
            endSecond: at.endSecond,
            startTime: new Date(at.startMs),
            endTime: new Date(at.endMs),
            // The diner's name and party, in no language: the board shows the hold with it.
            remark: `${entry.diner.lastName}${entry.diner.firstName} · ${people}`,
          })),
          now,
        );
        const offered = await repo.update(
          entry.id,
          {
            status: 'OFFERED',
            offer_shift_id: at.shift.id,
            offer_start_second: at.startSecond,
            offer_expire_time: expire,
            offer_occupancy_ids: lockIds,
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
            reservationTime: formatSecondOfDay(at.startSecond),
            peopleCount: String(people),
            holdMinutes: String(this.holdMinutes),
          },
          occurTime: now,
          usefulUntil: expire,
          dedupeKey: `WAITLIST_OFFERED:${entry.id}:${offered.offer_count}`,
        });
        return true;
      });
    } catch (error) {
      // A hold written outside the store-date lock took the table first: the database refused ours.
      if (isOverlapViolation(error)) return false;
      throw error;
    }
  }

  /** A hold that lapsed unanswered: the entry expires, its tables are let go and go to the next in line. */
  async lapse(payload: OfferLapsePayload): Promise<void> {
    const now = this.now();
    await this.db.transaction().execute(async (trx) => {
      const repo = new WaitlistRepository(trx);
      const entry = await repo.lock(payload.entryId);
      if (entry?.status !== 'OFFERED' || entry.offer_count !== payload.offerCount) return;
      await repo.releaseHold(entry);
      await repo.update(entry.id, { status: 'EXPIRED', close_time: now, offer_occupancy_ids: [] }, now);
      await signalSlotFreed(trx, entry.store_id, entry.reservation_date, now);
    });
  }
}
