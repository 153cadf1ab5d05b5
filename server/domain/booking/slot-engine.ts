import { inTimeRange } from '@common/shift-time';
import { isBookingBlocked, type UsedInterval } from '@common/slot-rules';
import type { ShiftRecord } from '../store/shift.repository';
import type { TableItemRecord, TableRecord } from '../store/table.repository';
import type { Audience } from './booking-calendar';
import type { HeldInterval } from './context.repository';

/** Who holds which item when, with an order's own holds optionally left out (an order being moved). */
export class Occupancy {
  private readonly byItem = new Map<string, UsedInterval[]>();
  private readonly ordersByTable = new Map<string, Set<string>>();

  constructor(
    held: readonly HeldInterval[],
    itemTable: (itemId: string) => string | undefined,
    ignoreOrderId?: string,
  ) {
    for (const h of held) {
      if (ignoreOrderId && h.orderId === ignoreOrderId) continue;
      let list = this.byItem.get(h.itemId);
      if (!list) this.byItem.set(h.itemId, (list = []));
      list.push({ start: h.startMs, end: h.endMs });
      const tableId = itemTable(h.itemId);
      if (h.orderId && tableId) {
        const key = `${tableId}|${h.shiftId}|${h.date}`;
        let orders = this.ordersByTable.get(key);
        if (!orders) this.ordersByTable.set(key, (orders = new Set()));
        orders.add(h.orderId);
      }
    }
  }

  /** Free for [startMs, endMs) under the spec's slot rule (and no overlap at all). */
  isFree(itemId: string, startMs: number, endMs: number, leftOpen: boolean): boolean {
    const used = this.byItem.get(itemId);
    return !used || !isBookingBlocked(startMs, endMs - startMs, used, leftOpen);
  }

  /** Orders holding items of a table in a shift on a date (for the table's booking limit). */
  ordersOn(tableId: string, shiftId: string, date: string): number {
    return this.ordersByTable.get(`${tableId}|${shiftId}|${date}`)?.size ?? 0;
  }
}

/** Tables a booking may use in a shift: not disabled, open in the shift; for diners not hidden anywhere. */
export function eligibleTables(tables: readonly TableRecord[], shift: ShiftRecord, audience: Audience): TableRecord[] {
  const open = shift.openTableIds.length > 0 ? new Set(shift.openTableIds) : undefined;
  const hidden = new Set(shift.hiddenTableIds);
  return tables.filter(
    (t) =>
      t.status !== 'DISABLED' &&
      (!open || open.has(t.id)) &&
      (audience === 'STAFF' || (t.status !== 'HIDDEN' && !hidden.has(t.id))),
  );
}

/** Whether a table could ever seat the party, alone or joined (and the requested quantity fits it). */
export function canServe(table: TableRecord, people: number, quantity = 0): boolean {
  if (people < table.minSeatsPerOrder) return false;
  if (quantity > 0) {
    return (
      quantity >= table.minTablesPerBooking &&
      quantity <= table.maxTablesPerBooking &&
      quantity * table.seatCapacity >= people
    );
  }
  return table.seatCapacity * table.maxTablesPerBooking >= people;
}

export interface Allocation {
  tableId: string;
  itemIds: string[];
  seats: number;
}

function better(a: Allocation & { weight: number }, b: Allocation & { weight: number }): boolean {
  if (a.seats !== b.seats) return a.seats < b.seats;
  if (a.itemIds.length !== b.itemIds.length) return a.itemIds.length < b.itemIds.length;
  if (a.weight !== b.weight) return a.weight > b.weight;
  return Number(a.tableId) < Number(b.tableId);
}

/**
 * Automatic allocation. First the smallest single table that seats the party
 * (then the higher weight, then the item first in sort order). Only when no
 * single table fits: joined items of one table kind, between its min and max
 * tables per booking, never using its fixed items, fewest total seats first.
 * A requested quantity allows only bookings of exactly that many items.
 */
export function allocate(
  tables: readonly TableRecord[],
  people: number,
  isFree: (item: TableItemRecord, table: TableRecord) => boolean,
  quantity = 0,
): Allocation | undefined {
  let best: (Allocation & { weight: number }) | undefined;
  if (quantity <= 1) {
    for (const table of tables) {
      if (table.minTablesPerBooking > 1 || table.seatCapacity < people || people < table.minSeatsPerOrder) continue;
      const item = table.items.find((i) => isFree(i, table));
      if (!item) continue;
      const candidate = { tableId: table.id, itemIds: [item.id], seats: table.seatCapacity, weight: table.weight };
      if (!best || better(candidate, best)) best = candidate;
    }
    if (best || quantity === 1) return best && { tableId: best.tableId, itemIds: best.itemIds, seats: best.seats };
  }
  for (const table of tables) {
    if (people < table.minSeatsPerOrder) continue;
    const joinable = table.items.filter((i) => !i.fixed && isFree(i, table));
    const from = Math.max(2, table.minTablesPerBooking);
    for (let count = from; count <= table.maxTablesPerBooking; count++) {
      if (quantity > 0 && count !== quantity) continue;
      if (count * table.seatCapacity < people || joinable.length < count) continue;
      const candidate = {
        tableId: table.id,
        itemIds: joinable.slice(0, count).map((i) => i.id),
        seats: count * table.seatCapacity,
        weight: table.weight,
      };
      if (!best || better(candidate, best)) best = candidate;
      break;
    }
  }
  return best && { tableId: best.tableId, itemIds: best.itemIds, seats: best.seats };
}

export type SlotState = 'AVAILABLE' | 'TAKEN' | 'INSUFFICIENT';

export interface SlotQuery {
  tables: readonly TableRecord[];
  shift: ShiftRecord;
  date: string;
  people: number;
  quantity: number;
  startMs: number;
  endMs: number;
  leftOpen: boolean;
  /** Tables at their booking limit count as taken (automatic allocation). */
  respectBookingLimit: boolean;
}

export interface SlotEvaluation {
  state: SlotState;
  freeCount: number;
  reminder: boolean;
  allocation: Allocation | undefined;
}

/**
 * One slot for one party: AVAILABLE when allocation finds tables; TAKEN when
 * tables that could seat the party exist but every one is held or locked;
 * INSUFFICIENT when some are free but not enough to seat it, or none could.
 */
export function evaluateSlot(query: SlotQuery, occupancy: Occupancy): SlotEvaluation {
  const fitting = query.tables.filter((t) => canServe(t, query.people, query.quantity));
  const limited = (table: TableRecord) =>
    query.respectBookingLimit &&
    table.bookingLimit > 0 &&
    occupancy.ordersOn(table.id, query.shift.id, query.date) >= table.bookingLimit;
  const freeByTable = new Map<string, number>();
  const isFree = (item: TableItemRecord, table: TableRecord) =>
    !limited(table) && occupancy.isFree(item.id, query.startMs, query.endMs, query.leftOpen);
  let freeCount = 0;
  let reminder = false;
  for (const table of fitting) {
    const free = limited(table) ? 0 : table.items.filter((i) => isFree(i, table)).length;
    freeByTable.set(table.id, free);
    freeCount += free;
    if (table.remainingCountReminder > 0 && free <= table.remainingCountReminder) reminder = true;
  }
  const allocation = allocate(fitting, query.people, isFree, query.quantity);
  const state: SlotState = allocation ? 'AVAILABLE' : fitting.length > 0 && freeCount === 0 ? 'TAKEN' : 'INSUFFICIENT';
  return { state, freeCount, reminder, allocation };
}

/** Whether a start time falls in one of the shift's hidden durations. */
export function isHiddenStart(shift: ShiftRecord, startSecond: number): boolean {
  return shift.hiddenDurations.some((r) => inTimeRange(startSecond, r.startSecond, r.endSecond));
}
