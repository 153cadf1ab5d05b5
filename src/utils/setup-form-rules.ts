import { normalizeShiftEnd } from '@/common/shift-time';
import type { ServerMessageKey } from '@/common/server-messages';

// Rules the store-setup forms check before sending (spec section 5), with the same
// messages the server answers, so a person sees one wording either way. Pure: no Taro.

/** The longest a shift may run, and the latest it may end (a night running into the next day). */
const DAY = 86_400;

/** Seconds of "HH:mm" or "HH:mm:ss" (hours up to 47 for a shift past midnight); null when not a time. */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 47 || minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

export interface ShiftFormValues {
  name: string;
  start: string;
  end: string;
  /** Slot interval in minutes. */
  intervalMinutes: string;
}

export type ShiftFormResult =
  | { ok: true; startSecond: number; endSecond: number; deltaSecond: number }
  | { ok: false; error: ServerMessageKey | 'nameRequired' | 'intervalInvalid' };

/**
 * A start must be chosen before an end; an end ending in 9 (23:59:59) gets one
 * second added (24:00:00); the end follows the start by at most a day.
 */
export function checkShiftForm(v: ShiftFormValues): ShiftFormResult {
  if (!v.name.trim()) return { ok: false, error: 'nameRequired' };
  const start = parseTimeOfDay(v.start);
  if (!v.start.trim()) return { ok: false, error: 'chooseStartTimeFirst' };
  const rawEnd = parseTimeOfDay(v.end);
  if (start === null || rawEnd === null) return { ok: false, error: 'invalidShiftTime' };
  const end = normalizeShiftEnd(rawEnd);
  if (end <= start || end - start > DAY || start >= DAY) return { ok: false, error: 'invalidShiftTime' };
  const minutes = Number(v.intervalMinutes);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes * 60 > end - start) {
    return { ok: false, error: 'intervalInvalid' };
  }
  return { ok: true, startSecond: start, endSecond: end, deltaSecond: minutes * 60 };
}

export interface TableFormValues {
  name: string;
  seatCapacity: string;
  tableCount: string;
  fixedTableCount: string;
  minTablesPerBooking: string;
  maxTablesPerBooking: string;
  minSeatsPerOrder: string;
}

const whole = (text: string, fallback = 0) => (text.trim() === '' ? fallback : Number(text));
const isCount = (n: number, min: number) => Number.isInteger(n) && n >= min && n <= 999;

/** Seat and table counts must be whole and sensible: a table seats at least one, a kind has at least one table. */
export function checkTableForm(v: TableFormValues): ServerMessageKey | 'nameRequired' | null {
  if (!v.name.trim()) return 'nameRequired';
  const seats = whole(v.seatCapacity);
  if (!isCount(seats, 1)) return 'invalidSeatCount';
  const count = whole(v.tableCount);
  if (!isCount(count, 1)) return 'invalidTableCount';
  const fixed = whole(v.fixedTableCount);
  if (!isCount(fixed, 0) || fixed > count) return 'invalidTableCount';
  const minTables = whole(v.minTablesPerBooking, 1);
  const maxTables = whole(v.maxTablesPerBooking, minTables);
  if (!isCount(minTables, 1) || !isCount(maxTables, minTables) || maxTables > count) return 'invalidTableCount';
  const minSeats = whole(v.minSeatsPerOrder);
  if (!isCount(minSeats, 0) || minSeats > seats * maxTables) return 'invalidSeatCount';
  return null;
}

/** Tag content is required and unique in the store, ignoring case (the tag itself aside when editing). */
export function checkTagContent(
  content: string,
  existing: ReadonlyArray<{ id: string; content: string }>,
  ownId = '',
): ServerMessageKey | null {
  const text = content.trim();
  if (!text) return 'tagContentRequired';
  const lower = text.toLowerCase();
  if (existing.some((tag) => tag.id !== ownId && tag.content.trim().toLowerCase() === lower)) return 'tagExists';
  return null;
}
