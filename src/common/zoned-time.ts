// Store-local wall-clock time without the host's time zone: a reservation is
// a business date plus seconds from its midnight in the store's IANA zone, and
// these turn it into a real instant and back. Seconds past 86400 run into the
// next day (shifts that cross midnight).
import { epochDay } from './business-date';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** A wall-clock reading: month 1-12, hour 0-23. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock on the wall in `timeZone` shows at an instant. */
export function wallClock(timeZone: string, ms: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (Asia/Shanghai: 8 h). */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const w = wallClock(timeZone, ms);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * Whether this device's clock reads another time than the zone's at an
 * instant: the pages that show a store's times then say whose time it is.
 * Offsets, not names, are compared: a phone in Hong Kong reads a Shanghai
 * store's times right.
 */
export function deviceElsewhere(timeZone: string, ms: number): boolean {
  return zoneOffsetMs(timeZone, ms) !== -new Date(ms).getTimezoneOffset() * 60_000;
}

export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant of a wall-clock time: `second` seconds after midnight of `date`
 * in `timeZone`. Across a daylight-saving change the offset after the change
 * applies (a skipped wall time lands after the gap).
 */
export function zonedInstantMs(date: string, second: number, timeZone: string): number {
  const day = epochDay(date);
  if (Number.isNaN(day)) throw new Error(`not a business date: ${date}`);
  const wall = day * DAY_MS + second * 1000;
  const first = wall - zoneOffsetMs(timeZone, wall);
  const settled = wall - zoneOffsetMs(timeZone, first);
  return settled;
}

export function zonedInstant(date: string, second: number, timeZone: string): Date {
  return new Date(zonedInstantMs(date, second, timeZone));
}

/**
 * A fast converter for one date: when the zone's offset does not change over
 * the two days a shift can span (every zone the product serves today), seconds
 * map to instants by addition; otherwise each call asks the zone.
 */
export function dayClock(date: string, timeZone: string): (second: number) => number {
  const key = `${timeZone}|${date}`;
  let clock = clocks.get(key);
  if (!clock) {
    const midnight = zonedInstantMs(date, 0, timeZone);
    const later = zonedInstantMs(date, 2 * 86_400, timeZone);
    clock =
      later - midnight === 2 * DAY_MS
        ? (second) => midnight + second * 1000
        : (second) => zonedInstantMs(date, second, timeZone);
    // Asking the zone is the costly part; dates in use are few.
    if (clocks.size >= 4096) clocks.clear();
    clocks.set(key, clock);
  }
  return clock;
}

const clocks = new Map<string, (second: number) => number>();

/** The business date (YYYY-MM-DD) an instant falls on in a zone. */
export function businessDateOf(ms: number, timeZone: string): string {
  const w = wallClock(timeZone, ms);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Seconds from the midnight of `date` (wall clock, may exceed 86400) to an instant. */
export function secondOfDate(ms: number, date: string, timeZone: string): number {
  return Math.floor((ms - zonedInstantMs(date, 0, timeZone)) / 1000);
}

/** 1 = Monday … 7 = Sunday, of a business date. */
export function isoWeekday(date: string): number {
  const day = epochDay(date);
  if (Number.isNaN(day)) throw new Error(`not a business date: ${date}`);
  // 1970-01-01 was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}
