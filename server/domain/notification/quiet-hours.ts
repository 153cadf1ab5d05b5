import { businessDateOf, secondOfDate, zonedInstantMs } from '@common/zoned-time';
import { addDays } from '@common/business-date';

/** A daily window in a store's local time, in seconds of the day; start > end wraps past midnight (22:00-08:00). */
export interface QuietHours {
  startSecond: number;
  endSecond: number;
}

const DAY = 86_400;

export function isValidQuietHours(q: { startSecond: number; endSecond: number }): boolean {
  const ok = (s: number) => Number.isInteger(s) && s >= 0 && s < DAY;
  return ok(q.startSecond) && ok(q.endSecond) && q.startSecond !== q.endSecond;
}

/** "HH:mm" to seconds of the day; null when it is not a time of day. */
export function parseClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 : null;
}

export function formatClock(second: number): string {
  return `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`;
}

/**
 * When a message due at `at` may go out: `at` itself outside the window, else
 * the window's end that day (or the next, for a window past midnight), in the
 * store's time zone whatever the server's.
 */
export function releaseTime(at: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || !isValidQuietHours(quiet)) return at;
  const date = businessDateOf(at.getTime(), timeZone);
  const second = secondOfDate(at.getTime(), date, timeZone);
  const { startSecond: start, endSecond: end } = quiet;
  const wraps = start > end;
  const inside = wraps ? second >= start || second < end : second >= start && second < end;
  if (!inside) return at;
  // Past midnight the window ends the next day; before midnight-wrap's end, the same day.
  const endDate = wraps && second >= start ? addDays(date, 1) : date;
  return new Date(zonedInstantMs(endDate, end, timeZone));
}
