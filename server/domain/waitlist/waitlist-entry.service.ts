import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import { businessDateOf, secondOfDate } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import type { Actor } from '../booking/order-mutation';
import type { DinerSnapshot, OrderRecord } from '../booking/order.record';
import type { OrderCreateService } from '../booking/order-create.service';
import { lockStoreDate } from '../booking/table-planner';
import { DomainError, domainError } from '../errors';
import { WaitlistRepository, type WaitlistEntry } from './waitlist.repository';
import { checkWindow } from './waitlist.rule';
import { cancelOfferLapse, signalSlotFreed } from './waitlist-signal';

export interface JoinInput {
  storeId: string;
  userId: string;
  date: string;
  windowStartSecond: number;
  windowEndSecond: number;
  adultCount: number;
  childCount: number;
  diner: DinerSnapshot | undefined;
}

/**
 * Refusals of a create that mean the offered slot is no longer free: its
 * tables taken, or (the hold keeps tables, not the kitchen's pace) its
 * 15 minutes filled by other bookings since the offer.
 */
const SLOT_GONE = new Set(['bookingFull', 'insufficientInventory', 'tableItemOccupied', 'pacingFull']);

function isLiveViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'waitlist_entry_one_live';
}

/**
 * A diner's own waitlist entries: join, list, leave and accept an offer.
 * Another diner's entry does not exist for the caller. Accepting books
 * through OrderCreateService, the path of every diner booking, and marks the
 * entry BOOKED in that create's transaction.
 */
export class WaitlistEntryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly orderCreate: OrderCreateService,
    private readonly now: () => Date,
  ) {}

  async join(input: JoinInput): Promise<WaitlistEntry> {
    if (!input.date || !isBusinessDate(input.date)) throw domainError('invalid', 'invalidDate');
    checkWindow(input.windowStartSecond, input.windowEndSecond);
    if (!Number.isInteger(input.adultCount) || !Number.isInteger(input.childCount)) {
      throw domainError('invalid', 'pleaseEnterPeople');
    }
    if (input.adultCount < 1 || input.childCount < 0) throw domainError('invalid', 'pleaseEnterPeople');
    const diner = input.diner;
    if (!diner || (!diner.lastName.trim() && !diner.firstName.trim()))
      throw domainError('invalid', 'dinerNameRequired');
    const repo = new WaitlistRepository(this.db);
    const store = (await repo.storeNames([input.storeId])).get(input.storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    const now = this.now();
    if (input.date < businessDateOf(now.getTime(), store.timezone)) throw domainError('invalid', 'invalidDate');
    try {
      return await this.db.transaction().execute(async (trx) => {
        // A wait of the same day whose window has passed is over: a new window may be joined.
        const nowSecond = secondOfDate(now.getTime(), input.date, store.timezone);
        await new WaitlistRepository(trx).expirePassed(input.storeId, input.userId, input.date, nowSecond, now);
        const entry = await new WaitlistRepository(trx).insert(
          {
            ...input,
            diner: { ...diner, lastName: diner.lastName.trim(), firstName: diner.firstName.trim() },
          },
          now,
        );
        // A slot free already (or freed meanwhile) is offered at once.
        await signalSlotFreed(trx, input.storeId, input.date, now);
        return entry;
      });
    } catch (error) {
      if (isLiveViolation(error)) throw domainError('precondition', 'waitlistAlreadyJoined');
      throw error;
    }
  }

  mine(userId: string): Promise<WaitlistEntry[]> {
    return new WaitlistRepository(this.db).mine(userId);
  }

  /** The caller's entry; anyone else's does not exist. */
  async own(userId: string, entryId: string): Promise<WaitlistEntry> {
    const entry = await new WaitlistRepository(this.db).find(entryId);
    if (!entry || entry.user_id !== userId) throw domainError('not_found', 'waitlistEntryNotFound');
    return entry;
  }

  /** Leaves the waitlist; a slot held for the diner passes to the next in line. */
  async leave(userId: string, entryId: string): Promise<WaitlistEntry> {
    await this.own(userId, entryId);
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const repo = new WaitlistRepository(trx);
      const entry = (await repo.lock(entryId))!;
      if (entry.status !== 'WAITING' && entry.status !== 'OFFERED') {
        throw domainError('precondition', 'waitlistStatusForbids');
      }
      await repo.releaseHold(entry);
      const left = await repo.update(entry.id, { status: 'CANCELLED', close_time: now, offer_occupancy_ids: [] }, now);
      if (entry.status === 'OFFERED') {
        await cancelOfferLapse(trx, { entryId: entry.id, offerCount: entry.offer_count }, now);
        await signalSlotFreed(trx, entry.store_id, entry.reservation_date, now);
      }
      return left;
    });
  }

  /**
   * Books the slot held for the diner. The booking is made like any diner's
   * (same checks, allocation and exclusion constraint); when the slot was
   * taken meanwhile, the entry goes back in line at its place (slotGone).
   */
  async accept(
    actor: Actor,
    callerPhone: { regionCode: string; phone: string },
    entryId: string,
  ): Promise<{ entry: WaitlistEntry; order: OrderRecord | null; slotGone: boolean }> {
    const entry = await this.own(actor.userId!, entryId);
    const now = this.now();
    if (entry.status !== 'OFFERED') throw domainError('precondition', 'waitlistStatusForbids');
    if (!entry.offer_expire_time || entry.offer_expire_time.getTime() <= now.getTime()) {
      throw domainError('precondition', 'waitlistOfferLapsed');
    }
    const offer = { entryId: entry.id, offerCount: entry.offer_count };
    let booked: WaitlistEntry | undefined;
    try {
      const order = await this.orderCreate.createWith(
        {
          storeId: entry.store_id,
          audience: 'DINER',
          actor,
          callerPhone,
          diner: entry.diner,
          reservationDate: entry.reservation_date,
          adultCount: entry.adult_count,
          childCount: entry.child_count,
          shiftId: entry.offer_shift_id ?? '',
          startSecond: entry.offer_start_second ?? undefined,
          quantity: 0,
          chosenItemIds: [],
          source: 'MANUAL',
          channelId: null,
          takerId: null,
          platformTags: [],
          tagIds: [],
          dinerRemark: '',
          storeRemark: '',
          dietPreference: '',
          dietTaboo: '',
          serviceRequirement: '',
          extendedJson: '',
          inviteCode: '',
          deposit: { kind: 'POLICY' },
          // One booking per offer: a second tap answers the first booking.
          idempotencyKey: `waitlist:${entry.id}:${entry.offer_count}`,
        },
        async (trx, order) => {
          const repo = new WaitlistRepository(trx);
          const current = (await repo.lock(entry.id))!;
          if (current.status === 'BOOKED' && current.booking_order_id === order.id) {
            booked = current;
            return;
          }
          if (current.status !== 'OFFERED' || current.offer_count !== entry.offer_count) {
            // Left, lapsed or offered again meanwhile: this booking is not made.
            throw domainError('precondition', 'waitlistOfferLapsed');
          }
          booked = await repo.update(
            entry.id,
            { status: 'BOOKED', booking_order_id: order.id, close_time: now, offer_occupancy_ids: [] },
            now,
          );
          await cancelOfferLapse(trx, offer, now);
        },
        // The held tables are let go inside the create, under the same locks a
        // booking takes (store date and diner, in that order), so the
        // allocation can give them to this booking and to nobody else.
        async (trx) => {
          await lockStoreDate(trx, entry.store_id, entry.reservation_date, [entry.user_id]);
          const current = (await new WaitlistRepository(trx).lock(entry.id))!;
          if (current.status === 'OFFERED' && current.offer_count === entry.offer_count) {
            await new WaitlistRepository(trx).releaseHold(current);
          }
        },
      );
      return { entry: booked!, order, slotGone: false };
    } catch (error) {
      if (!(error instanceof DomainError) || !error.messageKey || !SLOT_GONE.has(error.messageKey)) throw error;
      return { entry: await this.backInLine(entry, now), order: null, slotGone: true };
    }
  }

  /** The offered slot was taken: the entry waits again with its join time, so its place is kept. */
  private backInLine(entry: WaitlistEntry, now: Date): Promise<WaitlistEntry> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new WaitlistRepository(trx);
      const current = (await repo.lock(entry.id))!;
      if (current.status !== 'OFFERED' || current.offer_count !== entry.offer_count) return current;
      await repo.releaseHold(current);
      const waiting = await repo.update(
        entry.id,
        {
          status: 'WAITING',
          offer_shift_id: null,
          offer_start_second: null,
          offer_expire_time: null,
          offer_occupancy_ids: [],
        },
        now,
      );
      await cancelOfferLapse(trx, { entryId: entry.id, offerCount: entry.offer_count }, now);
      // Whatever of the hold was left is free again: the line is looked at anew.
      await signalSlotFreed(trx, entry.store_id, entry.reservation_date, now);
      return waiting;
    });
  }
}
