import type { Kysely } from 'kysely';
import { addDays } from '@common/business-date';
import { hasPacing, pacingAllows, pacingWindowOf, type PacingLimits, type PacingLoad } from '@common/pacing';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { ShiftRecord } from '../store/shift.repository';
import { dayPlan } from './booking-calendar';
import type { BookingContext } from './booking-context';
import { PacingRepository, type PacingKey } from './pacing.repository';

// Kitchen pacing (what Resy and OpenTable call it): per shift, the most
// covers and parties that may start in one 15-minute window of the clock.
// A start whose window would go over with the new party is offered as
// PACED and refused at create ('pacingFull'); staff may book it anyway by
// confirming. The limits are read from the shift as it is now and only
// new bookings are checked: a lowered limit leaves existing bookings where
// they are, the window simply takes no more until it is under again.

export function pacingOf(shift: ShiftRecord): PacingLimits {
  return { maxCovers: shift.pacingMaxCovers, maxParties: shift.pacingMaxParties };
}

export function shiftHasPacing(shift: ShiftRecord): boolean {
  return hasPacing(pacingOf(shift));
}

const NONE: PacingLoad = { parties: 0, covers: 0 };
const slotKey = (storeId: string, shiftId: string, date: string, windowSecond: number) =>
  `${storeId}|${shiftId}|${date}|${windowSecond}`;
const shiftKey = (storeId: string, shiftId: string, date: string) => `${storeId}|${shiftId}|${date}`;

/**
 * Parties and covers per shift, date and window, read from the open
 * bookings once per (store, shift, date) and then kept up to date with
 * what the caller adds (a group of creates, decided one after the other).
 */
export class PacingLedger {
  private readonly loads = new Map<string, PacingLoad>();
  private readonly read = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ignoreOrderId?: string,
  ) {}

  /** Reads every (store, shift, date) of the keys not read yet, in one statement. */
  async prefetch(keys: PacingKey[]): Promise<void> {
    const unread = new Set<string>();
    const fresh = new Map<string, PacingKey>();
    for (const k of keys) {
      for (let d = k.fromDate; d <= k.toDate; d = addDays(d, 1)) {
        const key = shiftKey(k.storeId, k.shiftId, d);
        if (this.read.has(key)) continue;
        unread.add(key);
        fresh.set(`${k.storeId}|${k.shiftId}|${k.fromDate}|${k.toDate}`, k);
      }
    }
    if (fresh.size === 0) return;
    for (const key of unread) this.read.add(key);
    for (const row of await new PacingRepository(this.db).loads([...fresh.values()], this.ignoreOrderId)) {
      // A date read before keeps its count; one read now adds the database's
      // count to what the caller added before (creates not written yet).
      if (!unread.has(shiftKey(row.storeId, row.shiftId, row.date))) continue;
      const key = slotKey(row.storeId, row.shiftId, row.date, row.windowSecond);
      const added = this.loads.get(key) ?? NONE;
      this.loads.set(key, { parties: added.parties + row.parties, covers: added.covers + row.covers });
    }
  }

  /** What starts in the window of `startSecond` (prefetched; nothing when the key was never read). */
  loadAt(storeId: string, shiftId: string, date: string, startSecond: number): PacingLoad {
    return this.loads.get(slotKey(storeId, shiftId, date, pacingWindowOf(startSecond))) ?? NONE;
  }

  add(storeId: string, shiftId: string, date: string, startSecond: number, people: number): void {
    const key = slotKey(storeId, shiftId, date, pacingWindowOf(startSecond));
    const load = this.loads.get(key) ?? NONE;
    this.loads.set(key, { parties: load.parties + 1, covers: load.covers + people });
  }

  /** Whether a party of `people` may start at `startSecond` in the shift. */
  allows(storeId: string, shift: ShiftRecord, date: string, startSecond: number, people: number): boolean {
    if (!shiftHasPacing(shift)) return true;
    return pacingAllows(pacingOf(shift), this.loadAt(storeId, shift.id, date, startSecond), people);
  }

  /**
   * The create's check, under the store-date lock: refuses a start over the
   * limit unless staff confirmed it ('pacingFull'). Reads the shift's date
   * when it was not read yet.
   */
  async check(
    storeId: string,
    shift: ShiftRecord,
    date: string,
    startSecond: number,
    people: number,
    confirmed: boolean,
  ): Promise<void> {
    if (confirmed || !shiftHasPacing(shift)) return;
    await this.prefetch([{ storeId, shiftId: shift.id, fromDate: date, toDate: date }]);
    if (!this.allows(storeId, shift, date, startSecond, people)) throw domainError('precondition', 'pacingFull');
  }
}

/**
 * The ledger availability reads for a store's dates: the open bookings of
 * every shift with a limit, in one statement; undefined (nothing read) when
 * no shift has one.
 */
export async function pacingForRange(
  db: Kysely<Database>,
  storeId: string,
  shifts: readonly ShiftRecord[],
  fromDate: string,
  toDate: string,
  ignoreOrderId?: string,
): Promise<PacingLedger | undefined> {
  const paced = shifts.filter(shiftHasPacing);
  if (paced.length === 0) return undefined;
  const ledger = new PacingLedger(db, ignoreOrderId);
  await ledger.prefetch(paced.map((s) => ({ storeId, shiftId: s.id, fromDate, toDate })));
  return ledger;
}

/**
 * A day's pacing for availability, its read started at once on the settings
 * as cached so it runs beside the holds' read (on PostgreSQL, two round trips
 * in parallel instead of one after the other). The answer takes the settings
 * the holds' read confirmed: the early read when they are the cached ones,
 * else a read on them.
 */
export function pacingReader(
  db: Kysely<Database>,
  storeId: string,
  cached: BookingContext | undefined,
  date: string,
  ignoreOrderId?: string,
): (context: BookingContext) => Promise<PacingLedger | undefined> {
  const read = (context: BookingContext) =>
    pacingForRange(db, storeId, dayPlan(context, date).shifts, date, date, ignoreOrderId);
  const early = cached && read(cached);
  // Unused when the settings changed or the date is closed to the caller.
  early?.catch(() => undefined);
  return (context) => (early && context === cached ? early : read(context));
}
