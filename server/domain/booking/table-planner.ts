import type { Kysely } from 'kysely';
import { addDays, epochDay, isBusinessDate } from '@common/business-date';
import { shiftSlotStarts } from '@common/shift-time';
import { businessDateOf, dayClock } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { ShiftRecord } from '../store/shift.repository';
import { bookingWindow, dayPlan, inWindow, turnTimeOf, type Audience } from './booking-calendar';
import type { BookingContext, BookingContextCache } from './booking-context';
import { ContextRepository, type HeldInterval, type HeldWindow } from './context.repository';
import { checkPartyAndQuantity } from './order-rules';
import { eligibleTables, evaluateSlot, isHiddenStart, Occupancy, type Allocation } from './slot-engine';

export interface SlotRequest {
  audience: Audience;
  date: string;
  /** '' when only a time was given. */
  shiftId: string;
  startSecond: number | undefined;
  people: number;
  /** How long the hold lasts instead of the turn time (a feast's duration); 0: until the shift ends. */
  durationSecond?: number;
}

export interface ResolvedSlot {
  shift: ShiftRecord;
  startSecond: number;
  endSecond: number;
  startMs: number;
  endMs: number;
}

/**
 * Where and when a booking would sit, checked against the calendar and the
 * shift (spec section 5 messages): store ready, not a rest day, inside the
 * bookable window, an open shift, a real slot (diners) or a time inside the
 * shift (staff), not begun yet (diners). Throws the spec's message.
 */
export function resolveSlot(context: BookingContext, request: SlotRequest, now: Date): ResolvedSlot {
  const { date, audience } = request;
  if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
  const today = businessDateOf(now.getTime(), context.store.timezone);
  if (audience === 'DINER') {
    const window = bookingWindow(context, today);
    if (!window) throw domainError('precondition', 'storeNotReady');
    if (dayPlan(context, date).rest) throw domainError('precondition', 'storeClosed');
    if (!inWindow(window, date)) throw domainError('invalid', 'dateNotBookable');
  } else {
    if (dayPlan(context, date).rest) throw domainError('precondition', 'storeClosed');
    if (date < addDays(today, -1)) throw domainError('invalid', 'dateNotBookable');
  }
  const open = dayPlan(context, date).shifts;
  const start = request.startSecond;
  if (start === undefined) throw domainError('invalid', 'pleaseSelectShiftOrTime');
  let shift: ShiftRecord | undefined;
  if (request.shiftId) {
    shift = context.shifts.find((s) => s.id === request.shiftId);
    if (!shift) throw domainError('not_found', 'shiftNotFound');
    if (!open.includes(shift)) throw domainError('precondition', 'storeClosed');
  } else {
    shift = open.find((s) => start >= s.startSecond && start < s.endSecond);
    if (!shift) throw domainError('invalid', 'timeNotBookable');
  }
  if (audience === 'DINER') {
    const slots = shiftSlotStarts(shift.startSecond, shift.endSecond, shift.deltaSecond, shift.skippedStartSeconds);
    if (!slots.includes(start) || isHiddenStart(shift, start)) throw domainError('invalid', 'timeNotBookable');
  } else if (start < shift.startSecond || start >= shift.endSecond) {
    throw domainError('invalid', 'timeNotBookable');
  }
  const endSecond =
    request.durationSecond === undefined
      ? start + turnTimeOf(shift, request.people, context.rule.defaultDurationSecond)
      : request.durationSecond > 0
        ? start + request.durationSecond
        : Math.max(shift.endSecond, start + 1);
  const clock = dayClock(date, context.store.timezone);
  const startMs = clock(start);
  if (audience === 'DINER' && startMs <= now.getTime()) throw domainError('invalid', 'timeNotBookable');
  return { shift, startSecond: start, endSecond, startMs, endMs: clock(endSecond) };
}

export interface PlanRequest extends SlotRequest {
  quantity: number;
  /** Whose people limits apply (default: the audience's); a diner's own change to a booking is held to them. */
  partyRules?: Audience;
  /** Staff's own choice of items; empty: automatic allocation. */
  chosenItemIds: string[];
  /** An order being moved: its own holds do not count. */
  ignoreOrderId?: string;
}

export interface TablePlan {
  context: BookingContext;
  slot: ResolvedSlot;
  allocation: Allocation;
}

/**
 * Serializes booking decisions for a store and date until the transaction
 * ends (callers take it before planTables), so allocation sees every hold
 * made before it. The exclusion constraint guards what crosses dates. With
 * `dinerIds`, also those diners' locks, in the order creates take them
 * (ContextRepository.lockStoreDates).
 */
export function lockStoreDate(
  trx: Kysely<Database>,
  storeId: string,
  date: string,
  dinerIds: string[] = [],
): Promise<void> {
  const context = new ContextRepository(trx);
  if (dinerIds.length === 0) return context.lockStoreDate(storeId, epochDay(date));
  return context.lockStoreDates([{ storeId, epochDay: epochDay(date) }], dinerIds);
}

/**
 * Inside the caller's transaction, after lockStoreDate: reads the holds fresh
 * (and the settings, when they changed since the cached copy), then checks
 * the staff's chosen items or allocates.
 */
export async function planTables(
  trx: Kysely<Database>,
  cache: BookingContextCache,
  cached: BookingContext,
  request: PlanRequest,
  now: Date,
): Promise<TablePlan> {
  const storeId = cached.store.id;
  const repo = new ContextRepository(trx);
  let context = cached;
  let slot = checkPlan(context, request, now);
  let read = await heldAround(repo, context, slot, request.date);
  if (read.version !== context.version) {
    // Settings changed since the cached copy: decide on the current ones.
    context = await cache.get(trx, storeId, read.version);
    slot = checkPlan(context, request, now);
    read = await heldAround(repo, context, slot, request.date);
  }
  return planOn(context, slot, read.held, request);
}

/** The rules and the slot of a plan, on the given settings (spec section 5 messages). */
export function checkPlan(context: BookingContext, request: PlanRequest, now: Date): ResolvedSlot {
  checkPartyAndQuantity(context, request.partyRules ?? request.audience, request.people, request.quantity);
  return resolveSlot(context, request, now);
}

/**
 * The tables of a plan given the holds around its slot (heldWindow's): the
 * staff's chosen items checked, or an automatic allocation. Throws the spec's
 * message when they are taken or none fit.
 */
export function planOn(
  context: BookingContext,
  slot: ResolvedSlot,
  held: readonly HeldInterval[],
  request: PlanRequest,
): TablePlan {
  const occupancy = new Occupancy(held, (id) => context.items.get(id)?.table.id, request.ignoreOrderId);
  const leftOpen = context.rule.slotLeftOpen;

  if (request.chosenItemIds.length > 0) {
    const chosen = [...new Set(request.chosenItemIds)].map((id) => context.items.get(id));
    if (chosen.some((c) => !c || c.table.status === 'DISABLED') || chosen.length !== request.chosenItemIds.length) {
      throw domainError('not_found', 'tableItemNotFound');
    }
    if (chosen.some((c) => !occupancy.isFree(c!.item.id, slot.startMs, slot.endMs, leftOpen))) {
      throw domainError('conflict', 'tableItemOccupied');
    }
    const seats = chosen.reduce((sum, c) => sum + c!.table.seatCapacity, 0);
    return {
      context,
      slot,
      allocation: { tableId: chosen[0]!.table.id, itemIds: chosen.map((c) => c!.item.id), seats },
    };
  }

  const evaluation = evaluateSlot(
    {
      tables: eligibleTables(context.tables, slot.shift, request.audience),
      shift: slot.shift,
      date: request.date,
      people: request.people,
      quantity: request.quantity,
      startMs: slot.startMs,
      endMs: slot.endMs,
      leftOpen,
      respectBookingLimit: true,
    },
    occupancy,
  );
  if (evaluation.allocation) return { context, slot, allocation: evaluation.allocation };
  if (evaluation.state === 'TAKEN') throw domainError('conflict', 'bookingFull');
  throw domainError('precondition', 'insufficientInventory');
}

/**
 * The window of holds a plan must see, made for dates at most two days
 * either side: those meeting its slot, the instant the turn ends included
 * (a hold starting then takes the slot, spec section 5); and when a table
 * has a booking limit, those meeting the slot's shift too, which count
 * toward it.
 */
export function heldWindow(context: BookingContext, slot: ResolvedSlot, date: string): HeldWindow {
  const clock = dayClock(date, context.store.timezone);
  const wholeShift = context.tables.some((t) => t.bookingLimit > 0);
  // Holds are [start, end); one millisecond past the turn's end reaches one beginning there.
  const slotEnd = slot.endMs + 1;
  return {
    storeId: context.store.id,
    fromMs: wholeShift ? Math.min(slot.startMs, clock(slot.shift.startSecond)) : slot.startMs,
    toMs: wholeShift ? Math.max(slotEnd, clock(slot.shift.endSecond)) : slotEnd,
    fromDate: addDays(date, -2),
    toDate: addDays(date, 2),
  };
}

async function heldAround(repo: ContextRepository, context: BookingContext, slot: ResolvedSlot, date: string) {
  const w = heldWindow(context, slot, date);
  const read = await repo.versionAndHeld(w.storeId, w.fromMs, w.toMs, { fromDate: w.fromDate, toDate: w.toDate });
  if (!read) throw domainError('not_found', 'storeDoesNotExist');
  return read;
}
