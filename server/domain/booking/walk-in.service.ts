import type { Kysely } from 'kysely';
import { addDays, epochDay } from '@common/business-date';
import { businessDateOf, secondOfDate } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import type { ShiftRecord } from '../store/shift.repository';
import type { AvailabilityService } from './availability.service';
import { dayPlan } from './booking-calendar';
import type { BookingContext, BookingContextCache } from './booking-context';
import { ContextRepository } from './context.repository';
import { checkDinerSnapshot, type PhoneRules } from './diner-snapshot';
import { isOverlapViolation, OccupancyRepository } from './occupancy.repository';
import { OrderBatchRepository } from './order-batch.repository';
import { draftOrder, type CreateOrderInput } from './order-draft';
import { OrderLogRepository } from './order-log.repository';
import type { Actor } from './order-mutation';
import type { DinerSnapshot, OrderRecord } from './order.record';
import { OrderRepository } from './order.repository';
import { checkPlan, heldWindow, planOn, type PlanRequest } from './table-planner';

/** Where a walk-in sits in the store's day: the business date, the shift open now and the second of now. */
export interface WalkInMoment {
  date: string;
  shift: ShiftRecord;
  startSecond: number;
}

export interface SeatWalkInInput {
  storeId: string;
  actor: Actor;
  adultCount: number;
  childCount: number;
  itemIds: string[];
  diner: DinerSnapshot | undefined;
  storeRemark: string;
  idempotencyKey: string;
}

const NO_ONE: DinerSnapshot = {
  title: 'UNKNOWN',
  lastName: '',
  firstName: '',
  phoneRegionCode: '',
  phone: '',
  language: '',
};

/**
 * The moment of a walk-in on the store's wall clock: a shift of today open
 * now, else one of yesterday that runs past midnight and is still open (its
 * orders belong to yesterday's business date). None: the store is not
 * serving, and a walk-in is refused rather than booked into a later shift.
 */
export function walkInMoment(context: BookingContext, now: Date): WalkInMoment {
  const zone = context.store.timezone;
  const today = businessDateOf(now.getTime(), zone);
  for (const date of [today, addDays(today, -1)]) {
    const second = secondOfDate(now.getTime(), date, zone);
    const shift = dayPlan(context, date).shifts.find((s) => second >= s.startSecond && second < s.endSecond);
    if (shift) return { date, shift, startSecond: second };
  }
  if (dayPlan(context, today).rest) throw domainError('precondition', 'storeClosed');
  throw domainError('precondition', 'walkInNoShiftNow');
}

/**
 * Walk-ins (the host stand): a party seated now on tables free now and for
 * its turn, as a booking already arrived. No deposit, no phone needed, no
 * timers and no message to the guest: they are standing at the door. One
 * transaction under the store-date lock, as creates take it, so a walk-in
 * and a booking never get the same table.
 */
export class WalkInService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly availability: AvailabilityService,
    private readonly phones: PhoneRules,
    private readonly now: () => Date,
  ) {}

  /** The moment a walk-in would be seated and the tables free from now until its turn ends. */
  async tables(storeId: string, people: number) {
    if (people < 1) throw domainError('invalid', 'pleaseEnterPeople');
    const now = this.now();
    const context = await this.cache.get(this.db, storeId);
    const moment = walkInMoment(context, now);
    const slot = checkPlan(context, this.request(moment, people, []), now);
    const free = await this.availability.freeItems(storeId, moment.date, moment.shift.id, moment.startSecond, people);
    return { moment, endSecond: slot.endSecond, ...free };
  }

  async seat(input: SeatWalkInInput): Promise<OrderRecord> {
    const people = input.adultCount + input.childCount;
    if (people < 1 || input.adultCount < 0 || input.childCount < 0) throw domainError('invalid', 'pleaseEnterPeople');
    if (input.itemIds.length === 0) throw domainError('invalid', 'walkInTableRequired');
    const named = input.diner && (input.diner.lastName.trim() || input.diner.firstName.trim() || input.diner.phone);
    const diner = named ? await checkDinerSnapshot(input.diner, undefined, this.phones) : NO_ONE;
    const key = input.idempotencyKey.trim() || null;
    try {
      return await this.db.transaction().execute((trx) => this.seatIn(trx, input, diner, people, key));
    } catch (error) {
      // A hold written past the lock (another instance's lock of a table): the table is taken after all.
      if (isOverlapViolation(error)) throw domainError('conflict', 'walkInTableTaken');
      throw error;
    }
  }

  private async seatIn(
    trx: Kysely<Database>,
    input: SeatWalkInInput,
    diner: DinerSnapshot,
    people: number,
    key: string | null,
  ): Promise<OrderRecord> {
    const now = this.now();
    const context = await this.cache.get(trx, input.storeId);
    const moment = walkInMoment(context, now);
    const contexts = new ContextRepository(trx);
    await contexts.lockStoreDate(input.storeId, epochDay(moment.date));
    const batch = new OrderBatchRepository(trx);
    if (key) {
      const [[first]] = await batch.creatorConflicts([
        { creatorUserId: input.actor.userId!, idempotencyKey: key, check: null },
      ]);
      if (first) return (await new OrderRepository(trx).find(first.id))!;
    }
    const request = this.request(moment, people, input.itemIds);
    const slot = checkPlan(context, request, now);
    const [read] = await contexts.versionsAndHeld([heldWindow(context, slot, moment.date)]);
    if (!read) throw domainError('not_found', 'storeDoesNotExist');
    let plan;
    try {
      plan = planOn(context, slot, read.held, request);
    } catch (error) {
      // Held now or by a booking that starts before the party's turn would end.
      if (error instanceof DomainError && error.messageKey === 'tableItemOccupied') {
        throw domainError('conflict', 'walkInTableTaken');
      }
      throw error;
    }
    const create: CreateOrderInput = {
      storeId: input.storeId,
      audience: 'STAFF',
      actor: input.actor,
      diner,
      reservationDate: moment.date,
      adultCount: input.adultCount,
      childCount: input.childCount,
      shiftId: moment.shift.id,
      startSecond: moment.startSecond,
      quantity: 0,
      chosenItemIds: request.chosenItemIds,
      source: 'WALK_IN',
      channelId: null,
      takerId: null,
      platformTags: [],
      tagIds: [],
      dinerRemark: '',
      storeRemark: input.storeRemark.trim(),
      dietPreference: '',
      dietTaboo: '',
      serviceRequirement: '',
      extendedJson: '',
      inviteCode: '',
      deposit: { kind: 'NONE' },
      idempotencyKey: input.idempotencyKey,
    };
    const draft = draftOrder(
      { input: create, diner, people, request, cached: context, slot, key, now, heldForStaff: false },
      plan,
    );
    const [made] = await batch.insertWithHolds([draft]);
    // Seated as it is made: the arrival is now, on the order and on its tables.
    const seated = await new OrderRepository(trx).update(made.id, { arrival_time: now }, now);
    await new OrderLogRepository(trx).insert(
      made.id,
      {
        type: 'ARRIVE',
        operatorType: input.actor.type,
        operatorUserId: input.actor.userId,
        after: { arrivalTime: now.toISOString(), walkIn: true },
      },
      now,
    );
    await new OccupancyRepository(trx).setArrival(made.id, moment.startSecond, now);
    return seated;
  }

  private request(moment: WalkInMoment, people: number, itemIds: string[]): PlanRequest {
    return {
      audience: 'STAFF',
      date: moment.date,
      shiftId: moment.shift.id,
      startSecond: moment.startSecond,
      people,
      quantity: 0,
      chosenItemIds: [...new Set(itemIds)],
    };
  }
}
