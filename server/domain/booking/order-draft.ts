import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { cancelDeadlineMs } from '@common/cancel-deadline';
import type { OrderSource } from './booking.tables';
import type { Audience } from './booking-calendar';
import { itemNamesOf, type BookingContext } from './booking-context';
import { depositAmountFor } from './deposit-policy';
import type { Actor } from './order-mutation';
import type { DinerSnapshot, OrderRecord } from './order.record';
import type { NewOrder } from './order.repository';
import type { PlanRequest, ResolvedSlot, TablePlan } from './table-planner';

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
  /** Staff only: hold the tables this long instead of the turn time (a feast); 0: until the shift ends. */
  durationSecond?: number;
  /** Staff only: the diner account the order is for (it asked for it), who then sees and pays it as their own. */
  forUserId?: string;
  /**
   * Staff only: book a start over the shift's pacing limit (staff were told
   * and confirmed). Feasts, private dining and third-party orders set it:
   * their kitchen plan is made with the store beforehand.
   */
  confirmOverPacing?: boolean;
  /** Runs in the create's transaction once the order is written (a platform order linking its booking). */
  onCreated?: (trx: Kysely<Database>, order: OrderRecord) => Promise<void>;
}

/** A create that passed every check that needs no lock: what the transaction decides on. */
export interface CheckedCreate {
  input: CreateOrderInput;
  diner: DinerSnapshot;
  people: number;
  request: PlanRequest;
  /** The settings the checks ran on (the transaction re-checks when they changed). */
  cached: BookingContext;
  slot: ResolvedSlot;
  key: string | null;
  now: Date;
  /** A blacklisted diner's own booking: staff confirm it, nothing automatic (blacklist-rule.ts). */
  heldForStaff: boolean;
}

/** What one create writes: the order with its CREATE log, and its timers. */
export interface OrderDraft {
  order: NewOrder;
  log: { operatorType: string; operatorUserId: string | null; after: unknown };
  depositExpiry: Date | null;
  autoAcceptAt: Date | null;
}

/** The cancel deadline: latest_cancel_day days before the reservation starts (store wall clock). */
export function cancelDeadline(context: BookingContext, date: string, startSecond: number): Date {
  const days = context.store.bookingConfig.latestCancelDay ?? 0;
  return new Date(cancelDeadlineMs(date, startSecond, days, context.store.timezone));
}

/**
 * The order a plan makes: the deposit from the store's policy (diners always;
 * staff may set an amount or none), the first status (waiting for the
 * deposit, for the store, or confirmed: staff bookings and stores that accept
 * at once, unless the diner is blacklisted), and the deposit-expiry and
 * auto-accept timers.
 */
export function draftOrder(create: CheckedCreate, plan: TablePlan): OrderDraft {
  const { input, now, people } = create;
  const { context, slot, allocation } = plan;
  const deposit =
    input.deposit.kind === 'POLICY' || input.audience === 'DINER'
      ? depositAmountFor(context.depositPolicies, slot.shift.id, people)
      : input.deposit.kind === 'AMOUNT'
        ? // In the database's own form ('08800' is 8800): the answer is built from the draft.
          BigInt(input.deposit.amount).toString()
        : '0';
  const needsDeposit = BigInt(deposit) > 0n;
  const business = context.store.businessConfig;
  const confirmedNow =
    !needsDeposit && (input.audience === 'STAFF' || (business.autoAcceptMinute === 0 && !create.heldForStaff));
  const status = needsDeposit ? 'WAIT_DEPOSIT_PAYMENT' : confirmedNow ? 'WAIT_SERVICE' : 'WAIT_STORE_CONFIRM';
  const depositExpiry =
    needsDeposit && business.depositExpiryMinute !== null
      ? new Date(now.getTime() + business.depositExpiryMinute * 60_000)
      : null;
  return {
    order: {
      storeId: context.store.id,
      merchantId: context.store.merchantId,
      status,
      source: input.source,
      userId: input.audience === 'DINER' ? input.actor.userId : (input.forUserId ?? null),
      diner: create.diner,
      adultCount: input.adultCount,
      childCount: input.childCount,
      reservationDate: input.reservationDate,
      shiftId: slot.shift.id,
      shiftName: slot.shift.name,
      startSecond: slot.startSecond,
      endSecond: slot.endSecond,
      startTime: new Date(slot.startMs),
      endTime: new Date(slot.endMs),
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
      idempotencyKey: create.key,
      orderTime: now,
      // A store's own booking is confirmed by making it.
      storeConfirmTime: input.audience === 'STAFF' || confirmedNow ? now : null,
      depositExpireTime: depositExpiry,
      cancelDeadlineTime: cancelDeadline(context, input.reservationDate, slot.startSecond),
    },
    log: {
      operatorType: input.actor.type,
      operatorUserId: input.actor.userId,
      after: { items: allocation.itemIds, people, deposit },
    },
    depositExpiry,
    autoAcceptAt:
      status === 'WAIT_STORE_CONFIRM' && business.autoAcceptMinute && !create.heldForStaff
        ? new Date(now.getTime() + business.autoAcceptMinute * 60_000)
        : null,
  };
}
