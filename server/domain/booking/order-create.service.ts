import type { Kysely } from 'kysely';
import { addDays, isBusinessDate } from '../../../src/utils/business-date';
import { dayClock } from '../../../src/utils/zoned-time';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import type { OrderSource } from './booking.tables';
import type { Audience } from './booking-calendar';
import { itemNamesOf, type BookingContext, type BookingContextCache } from './booking-context';
import { scheduleAutoAccept, scheduleDepositExpiry } from './booking-timers';
import { depositAmountFor } from './deposit-policy';
import { checkDinerSnapshot, type PhoneRules } from './diner-snapshot';
import { isOverlapViolation } from './occupancy.repository';
import type { Actor } from './order-mutation';
import type { DinerSnapshot, OrderRecord } from './order.record';
import { OrderRepository } from './order.repository';
import { checkPartyAndQuantity, checkRecordFields } from './order-rules';
import { RecordRefRepository } from './record-ref.repository';
import { lockStoreDate, planTables, resolveSlot, type ResolvedSlot } from './table-planner';

export type DepositChoice = { kind: 'POLICY' } | { kind: 'AMOUNT'; amount: string } | { kind: 'NONE' };

export interface CreateOrderInput {
  storeId: string;
  audience: Audience;
  actor: Actor;
  /** The caller's own phone: a diner booking for themselves may omit the diner's. */
  callerPhone?: { regionCode: string; phone: string };
  diner: DinerSnapshot | undefined;
  reservationDate: string;
  adultCount: number;
  childCount: number;
  shiftId: string;
  startSecond: number | undefined;
  quantity: number;
  chosenItemIds: string[];
  source: OrderSource;
  channelId: string | null;
  takerId: string | null;
  platformTags: string[];
  tagIds: string[];
  dinerRemark: string;
  storeRemark: string;
  dietPreference: string;
  dietTaboo: string;
  serviceRequirement: string;
  extendedJson: string;
  inviteCode: string;
  deposit: DepositChoice;
  idempotencyKey: string;
}

/** The cancel deadline: latest_cancel_day days before the reservation starts (store wall clock). */
export function cancelDeadline(context: BookingContext, date: string, startSecond: number): Date {
  const days = context.store.bookingConfig.latestCancelDay ?? 0;
  return new Date(dayClock(addDays(date, -days), context.store.timezone)(startSecond));
}

/**
 * Makes a booking order (diners and staff) in one transaction: checks in the
 * spec's order (diner, date, people, shift or time, rules), allocates or
 * checks tables under the store-date lock, sets the deposit from the policy,
 * starts the timers, and returns the first order again on a retried key.
 */
export class OrderCreateService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly phones: PhoneRules,
    private readonly now: () => Date,
  ) {}

  async create(input: CreateOrderInput): Promise<OrderRecord> {
    const now = this.now();
    const diner = await checkDinerSnapshot(
      input.diner,
      input.audience === 'DINER' ? input.callerPhone : undefined,
      this.phones,
    );
    if (!input.reservationDate) throw domainError('invalid', 'pleaseSelectDate');
    if (!isBusinessDate(input.reservationDate)) throw domainError('invalid', 'invalidDate');
    const people = input.adultCount + input.childCount;
    if (people < 1 || input.adultCount < 0 || input.childCount < 0) throw domainError('invalid', 'pleaseEnterPeople');
    if (input.startSecond === undefined) throw domainError('invalid', 'pleaseSelectShiftOrTime');
    checkRecordFields(input.extendedJson);
    if (input.deposit.kind === 'AMOUNT' && !/^\d{1,10}$/.test(input.deposit.amount)) {
      throw domainError('invalid', 'invalidAmount');
    }
    await new RecordRefRepository(this.db).check(input.storeId, input);

    const request = {
      audience: input.audience,
      date: input.reservationDate,
      shiftId: input.shiftId,
      startSecond: input.startSecond,
      people,
      quantity: input.quantity,
      chosenItemIds: input.audience === 'STAFF' ? input.chosenItemIds : [],
    };
    // Bad input answers before any transaction starts. A warm cache is used
    // without asking for the version (the transaction checks it); a refusal
    // is only given on settings read fresh.
    const check = (context: BookingContext) => {
      checkPartyAndQuantity(context, input.audience, people, input.quantity);
      return resolveSlot(context, request, now);
    };
    let cached = this.cache.peek(input.storeId) ?? (await this.cache.get(this.db, input.storeId));
    let slot: ResolvedSlot;
    try {
      slot = check(cached);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      cached = await this.cache.get(this.db, input.storeId);
      slot = check(cached);
    }

    const key = input.idempotencyKey.trim() || null;
    try {
      return await this.db.transaction().execute(async (trx) => {
        const orders = new OrderRepository(trx);
        await lockStoreDate(trx, input.storeId, input.reservationDate);
        const replay = await findReplayOrConflict(orders, input, key, slot);
        if (replay) return replay;
        const { context, slot: planned, allocation } = await planTables(trx, this.cache, cached, request, now);
        const deposit =
          input.deposit.kind === 'POLICY' || input.audience === 'DINER'
            ? depositAmountFor(context.depositPolicies, planned.shift.id, people)
            : input.deposit.kind === 'AMOUNT'
              ? input.deposit.amount
              : '0';
        const needsDeposit = BigInt(deposit) > 0n;
        const business = context.store.businessConfig;
        const confirmedNow = !needsDeposit && (input.audience === 'STAFF' || business.autoAcceptMinute === 0);
        const expiry =
          needsDeposit && business.depositExpiryMinute !== null
            ? new Date(now.getTime() + business.depositExpiryMinute * 60_000)
            : null;
        const order = await orders.insertWithHolds(
          {
            storeId: context.store.id,
            merchantId: context.store.merchantId,
            status: needsDeposit ? 'WAIT_DEPOSIT_PAYMENT' : confirmedNow ? 'WAIT_SERVICE' : 'WAIT_STORE_CONFIRM',
            source: input.source,
            userId: input.audience === 'DINER' ? input.actor.userId : null,
            diner,
            adultCount: input.adultCount,
            childCount: input.childCount,
            reservationDate: input.reservationDate,
            shiftId: planned.shift.id,
            shiftName: planned.shift.name,
            startSecond: planned.startSecond,
            endSecond: planned.endSecond,
            startTime: new Date(planned.startMs),
            endTime: new Date(planned.endMs),
            tableId: allocation.tableId,
            itemIds: allocation.itemIds,
            itemNames: itemNamesOf(context, allocation.itemIds),
            seatCount: allocation.seats,
            channelId: input.channelId,
            takerId: input.takerId,
            platformTags: input.platformTags,
            tagIds: input.tagIds,
            dinerRemark: input.dinerRemark,
            storeRemark: input.storeRemark,
            dietPreference: input.dietPreference,
            dietTaboo: input.dietTaboo,
            serviceRequirement: input.serviceRequirement,
            extendedJson: input.extendedJson,
            inviteCode: input.inviteCode,
            depositAmount: deposit,
            creatorUserId: input.actor.userId!,
            creatorType: input.actor.type,
            idempotencyKey: key,
            orderTime: now,
            // A store's own booking is confirmed by making it.
            storeConfirmTime: input.audience === 'STAFF' || confirmedNow ? now : null,
            depositExpireTime: expiry,
            cancelDeadlineTime: cancelDeadline(context, input.reservationDate, planned.startSecond),
          },
          {
            operatorType: input.actor.type,
            operatorUserId: input.actor.userId,
            after: { items: allocation.itemIds, people, deposit },
          },
        );
        if (expiry) await scheduleDepositExpiry(trx, order.id, expiry);
        if (order.status === 'WAIT_STORE_CONFIRM' && business.autoAcceptMinute) {
          await scheduleAutoAccept(trx, order.id, new Date(now.getTime() + business.autoAcceptMinute * 60_000));
        }
        return order;
      });
    } catch (error) {
      if (isOverlapViolation(error)) {
        throw domainError('conflict', request.chosenItemIds.length ? 'tableItemOccupied' : 'bookingFull');
      }
      // Two retries of one request raced past each other: the first one made the order.
      if ((error as { constraint?: string }).constraint === 'booking_order_idempotency_key' && key) {
        const [first] = await new OrderRepository(this.db).creatorConflicts(input.actor.userId!, key, null);
        if (first) return (await new OrderRepository(this.db).find(first.id))!;
      }
      throw error;
    }
  }
}

/**
 * Under the store-date lock: the creator's earlier order with the same key
 * (a retried request) is the answer; otherwise a diner may not stack a second
 * order at the store over the same time while one waits for payment or for
 * the store (the spec's 'you have an order pending payment / confirmation').
 */
async function findReplayOrConflict(
  orders: OrderRepository,
  input: CreateOrderInput,
  key: string | null,
  slot: ResolvedSlot,
): Promise<OrderRecord | undefined> {
  const conflicts = await orders.creatorConflicts(
    input.actor.userId!,
    key,
    input.audience === 'DINER'
      ? { storeId: input.storeId, startTime: new Date(slot.startMs), endTime: new Date(slot.endMs) }
      : null,
  );
  const replay = conflicts.find((c) => c.sameKey);
  if (replay) return (await orders.find(replay.id))!;
  if (conflicts.some((c) => c.status === 'WAIT_DEPOSIT_PAYMENT'))
    throw domainError('precondition', 'orderPendingPayment');
  if (conflicts.length > 0) throw domainError('precondition', 'orderPendingConfirmation');
  return undefined;
}
