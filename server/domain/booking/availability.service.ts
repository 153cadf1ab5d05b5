import type { Kysely } from 'kysely';
import { addDays, epochDay } from '@common/business-date';
import { shiftSlotStarts } from '@common/shift-time';
import { businessDateOf, dayClock } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { checkDateRange } from '../store/business-plan.service';
import type { ShiftRecord } from '../store/shift.repository';
import { bookingWindow, dayPlan, inWindow, longestTurn, turnTimeOf, type Audience } from './booking-calendar';
import type { BookingContext, BookingContextCache } from './booking-context';
import { ContextRepository } from './context.repository';
import { HeldCache, type HeldEntry } from './held-cache';
import { OccupancyRepository } from './occupancy.repository';
import { OrderQueryRepository } from './order-query.repository';
import { pacingForRange, pacingReader, type PacingLedger } from './pacing-rule';
import { eligibleTables, evaluateSlot, isHiddenStart, Occupancy, type SlotState } from './slot-engine';
import { mergeUsedTableItems } from './used-table-merge';

export const MAX_CALENDAR_DAYS = 62;

export interface SlotView {
  startSecond: number;
  endSecond: number;
  /** PACED: tables are free but the shift's pacing limit for the start's 15 minutes is reached. */
  state: SlotState | 'PAST' | 'PACED';
  freeCount: number;
  reminder: boolean;
  hidden: boolean;
}

export interface ShiftView {
  shift: ShiftRecord;
  slots: SlotView[];
}

export type DayAvailability = 'AVAILABLE' | 'REST' | 'NOT_OPEN' | 'FULL';
export type CountMode = 'TABLES' | 'DINERS' | 'ORDERS';

export interface DayCount {
  date: string;
  availability: DayAvailability;
  count: number;
  tableCount: number;
  dinerCount: number;
  orderCount: number;
}

/**
 * What can be booked: the slots of each shift for a party, the calendar of
 * a date range, the free items of a slot and the used tables of a day. Reads
 * run outside transactions, the warm path in one query (settings version and
 * holds together).
 */
export class AvailabilityService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly now: () => Date,
    private readonly held = new HeldCache(),
  ) {}

  /** The context and the holds of [startDate, endDate] plus what its late shifts run into. */
  private async loadRange(storeId: string, startDate: string, endDate: string) {
    let context = this.cache.peek(storeId) ?? (await this.cache.get(this.db, storeId));
    const window = (c: BookingContext) => [
      dayClock(startDate, c.store.timezone)(0),
      dayClock(endDate, c.store.timezone)(Math.max(86_400, ...c.shifts.map((s) => s.endSecond)) + longestTurn(c)),
    ];
    const repo = new ContextRepository(this.db);
    const { fromDate, toDate } = { fromDate: addDays(startDate, -2), toDate: addDays(endDate, 2) };
    const read = async (useCache = true): Promise<{ version: string; entry: HeldEntry }> => {
      const [from, to] = window(context);
      const key = HeldCache.key(storeId, from, to, fromDate, toDate);
      const sent = useCache ? this.held.stampOf(key) : '';
      const result = await repo.versionAndHeld(storeId, from, to, { fromDate, toDate }, sent);
      if (!result) throw domainError('not_found', 'storeDoesNotExist');
      const entry = this.held.settle(key, sent, result);
      return entry ? { version: result.version, entry } : read(false);
    };
    const first = await read();
    let { entry } = first;
    if (first.version !== context.version) {
      context = await this.cache.get(this.db, storeId, first.version);
      ({ entry } = await read());
    }
    const ctx = context;
    return {
      context: ctx,
      held: entry.held,
      occupancy: () => HeldCache.occupancy(entry, ctx.version, (id) => ctx.items.get(id)?.table.id),
    };
  }

  private shiftSlots(
    context: BookingContext,
    occupancy: Occupancy,
    date: string,
    shift: ShiftRecord,
    people: number,
    audience: Audience,
    pacing: PacingLedger | undefined,
  ): SlotView[] {
    const clock = dayClock(date, context.store.timezone);
    const tables = eligibleTables(context.tables, shift, audience);
    const turn = turnTimeOf(shift, people, context.rule.defaultDurationSecond);
    const nowMs = this.now().getTime();
    const slots: SlotView[] = [];
    for (const start of shiftSlotStarts(
      shift.startSecond,
      shift.endSecond,
      shift.deltaSecond,
      shift.skippedStartSeconds,
    )) {
      const hidden = isHiddenStart(shift, start);
      if (hidden && audience === 'DINER') continue;
      const startMs = clock(start);
      const endMs = clock(start + turn);
      const base = { startSecond: start, endSecond: start + turn, hidden };
      if (audience === 'DINER' && startMs <= nowMs) {
        slots.push({ ...base, state: 'PAST', freeCount: 0, reminder: false });
        continue;
      }
      const ev = evaluateSlot(
        {
          tables,
          shift,
          date,
          people,
          quantity: 0,
          startMs,
          endMs,
          leftOpen: context.rule.slotLeftOpen,
          respectBookingLimit: true,
        },
        occupancy,
      );
      const paced = ev.state === 'AVAILABLE' && pacing && !pacing.allows(context.store.id, shift, date, start, people);
      slots.push({ ...base, state: paced ? 'PACED' : ev.state, freeCount: ev.freeCount, reminder: ev.reminder });
    }
    return slots;
  }

  private today(context: BookingContext): string {
    return businessDateOf(this.now().getTime(), context.store.timezone);
  }

  /** Whether diners may book the date at all (ready store, inside the window). */
  private dinerMayBook(context: BookingContext, date: string): boolean {
    return inWindow(bookingWindow(context, this.today(context)), date);
  }

  /** The slots of every shift open on a date for a party; empty on rest days (and for diners outside the window). */
  /** `ignoreOrderId`: a booking being moved, whose own holds count as free. */
  async inventory(
    storeId: string,
    date: string,
    people: number,
    audience: Audience,
    ignoreOrderId?: string,
  ): Promise<ShiftView[]> {
    checkDateRange(date, date);
    if (people < 1) throw domainError('invalid', 'pleaseEnterPeople');
    const pacingOf = pacingReader(this.db, storeId, this.cache.peek(storeId), date, ignoreOrderId);
    const { context, held, occupancy: read } = await this.loadRange(storeId, date, date);
    if (audience === 'DINER' && !this.dinerMayBook(context, date)) return [];
    const occupancy = ignoreOrderId
      ? new Occupancy(held, (id) => context.items.get(id)?.table.id, ignoreOrderId)
      : read();
    const pacing = await pacingOf(context);
    return dayPlan(context, date).shifts.map((shift) => ({
      shift,
      slots: this.shiftSlots(context, occupancy, date, shift, people, audience, pacing),
    }));
  }

  /** Per date: REST, NOT_OPEN, FULL or AVAILABLE for a party, and (staff) the day's counts. */
  async dailyCounts(
    storeId: string,
    startDate: string,
    endDate: string,
    people: number,
    mode: CountMode,
    audience: Audience,
  ): Promise<DayCount[]> {
    checkDateRange(startDate, endDate, MAX_CALENDAR_DAYS);
    const { context, occupancy: read } = await this.loadRange(storeId, startDate, endDate);
    const party = people > 0 ? people : context.rule.minPeople;
    const occupancy = read();
    const counts =
      audience === 'STAFF' ? await new OrderQueryRepository(this.db).dayCounts(storeId, startDate, endDate) : new Map();
    const pacing = await pacingForRange(this.db, storeId, context.shifts, startDate, endDate);
    const days: DayCount[] = [];
    for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
      const plan = dayPlan(context, date);
      let availability: DayAvailability;
      if (plan.rest) availability = 'REST';
      else if (plan.shifts.length === 0 || (audience === 'DINER' && !this.dinerMayBook(context, date))) {
        availability = 'NOT_OPEN';
      } else {
        const open = plan.shifts.some((shift) =>
          this.shiftSlots(context, occupancy, date, shift, party, audience, pacing).some(
            (s) => s.state === 'AVAILABLE',
          ),
        );
        availability = open ? 'AVAILABLE' : 'FULL';
      }
      const c = counts.get(date) ?? { tables: 0, diners: 0, orders: 0 };
      const count = mode === 'TABLES' ? c.tables : mode === 'DINERS' ? c.diners : c.orders;
      days.push({ date, availability, count, tableCount: c.tables, dinerCount: c.diners, orderCount: c.orders });
    }
    return days;
  }

  /** The rule as a diner's calendar reads it: window, open shifts per date and rest days in a range. */
  async ruleInfo(storeId: string, startDate: string, endDate: string) {
    checkDateRange(startDate, endDate, MAX_CALENDAR_DAYS);
    const context = await this.cache.get(this.db, storeId);
    const window = bookingWindow(context, this.today(context));
    const matched = new Map<string, string[]>();
    const rest = new Map<string, boolean>();
    for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
      const plan = dayPlan(context, date);
      if (plan.rest) rest.set(date, true);
      else if (plan.shifts.length > 0)
        matched.set(
          date,
          plan.shifts.map((s) => s.id),
        );
    }
    return { context, window, matched, rest };
  }

  /** The first date a diner can book a party of the rule's minimum ('' when none in the window). */
  async earliestDate(storeId: string): Promise<string> {
    const context = await this.cache.get(this.db, storeId);
    const window = bookingWindow(context, this.today(context));
    if (!window) return '';
    for (let start = window.minDate; start <= window.maxDate; start = addDays(start, MAX_CALENDAR_DAYS)) {
      const end =
        epochDay(addDays(start, MAX_CALENDAR_DAYS - 1)) > epochDay(window.maxDate)
          ? window.maxDate
          : addDays(start, MAX_CALENDAR_DAYS - 1);
      const days = await this.dailyCounts(storeId, start, end, 0, 'ORDERS', 'DINER');
      const open = days.find((d) => d.availability === 'AVAILABLE');
      if (open) return open.date;
    }
    return '';
  }

  /** Every free item for a slot (staff choose freely) and the items automatic allocation would take. */
  async freeItems(
    storeId: string,
    date: string,
    shiftId: string,
    startSecond: number,
    people: number,
    ignoreOrderId?: string,
  ) {
    checkDateRange(date, date);
    const { context, held, occupancy: read } = await this.loadRange(storeId, date, date);
    const shift = context.shifts.find((s) => s.id === shiftId);
    if (!shift) throw domainError('not_found', 'shiftNotFound');
    const clock = dayClock(date, context.store.timezone);
    const startMs = clock(startSecond);
    const endMs = clock(startSecond + turnTimeOf(shift, Math.max(1, people), context.rule.defaultDurationSecond));
    const occupancy = ignoreOrderId
      ? new Occupancy(held, (id) => context.items.get(id)?.table.id, ignoreOrderId)
      : read();
    const tables = eligibleTables(context.tables, shift, 'STAFF');
    const free = tables.flatMap((table) =>
      table.items
        .filter((item) => occupancy.isFree(item.id, startMs, endMs, context.rule.slotLeftOpen))
        .map((item) => ({ item, table })),
    );
    const evaluation = evaluateSlot(
      {
        tables,
        shift,
        date,
        people: Math.max(1, people),
        quantity: 0,
        startMs,
        endMs,
        leftOpen: context.rule.slotLeftOpen,
        respectBookingLimit: false,
      },
      occupancy,
    );
    return { free, suggested: evaluation.allocation?.itemIds ?? [] };
  }

  /** The day's used-table records, merged by the spec's rules. */
  async usedTableItems(storeId: string, date: string) {
    checkDateRange(date, date);
    return mergeUsedTableItems(await new OccupancyRepository(this.db).usedRecords(storeId, date));
  }
}
