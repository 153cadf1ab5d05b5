// The one cancellation deadline of a booking: computed here, in the store's
// time zone, by the quote the diner sees before paying, by the order that
// stores it, and read by the rule that enforces it (docs/booking-engine.md,
// "Cancel deadline"). Never the host's zone: the server may run anywhere.
import { addDays } from './business-date';
import { dayClock } from './zoned-time';

/**
 * `latestCancelDay` days before the reservation starts, on the store's wall
 * clock: a booking for 19:00 on the 26th with one day is free to cancel until
 * 19:00 on the 25th, store time.
 */
export function cancelDeadlineMs(date: string, startSecond: number, latestCancelDay: number, timeZone: string): number {
  return dayClock(addDays(date, -Math.max(0, latestCancelDay)), timeZone)(startSecond);
}

/**
 * Whether a diner may still cancel without asking the store. A booking made
 * after its deadline (tomorrow's dinner booked tonight, with one day) never
 * had a free window: the diner is told so before paying.
 */
export function isCancelFree(deadlineMs: number | null, nowMs: number): boolean {
  return deadlineMs === null || nowMs < deadlineMs;
}
