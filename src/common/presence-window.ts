// When a booking's presence (the party arrived, or did not come) may be recorded.
// The server refuses outside it; the staff screens offer the actions only inside
// it, so both read this one rule.
import { zonedInstantMs } from './zoned-time';

/** How long before its start a party may be marked arrived (early guests are seated). */
export const ARRIVE_EARLY_MS = 2 * 60 * 60 * 1000;
const DAY_SECONDS = 86_400;

export interface PresenceTimed {
  /** The business date, YYYY-MM-DD (store time). */
  reservationDate: string;
  /** The booking's start as an instant. */
  startMs: number;
  /** Seconds from the business date's midnight at which it ends (past 86400 runs into the next day). */
  endSecond: number;
}

export interface PresenceWindow {
  arriveFromMs: number;
  noShowFromMs: number;
  /** When the booking's business day ends: nothing is recorded after it. */
  untilMs: number;
}

export type PresenceAction = 'ARRIVE' | 'NOT_ARRIVED';

/**
 * Arrival from two hours before the start, a no-show from the start (the party may
 * still come before), both until the business day ends: midnight after the date,
 * or the booking's own end when it runs past midnight. A tomorrow's booking can
 * therefore never show as visited today.
 */
export function presenceWindow(order: PresenceTimed, timeZone: string): PresenceWindow {
  return {
    arriveFromMs: order.startMs - ARRIVE_EARLY_MS,
    noShowFromMs: order.startMs,
    untilMs: zonedInstantMs(order.reservationDate, Math.max(DAY_SECONDS, order.endSecond), timeZone),
  };
}

/** Why the action cannot be recorded at `nowMs` (a server message key), or null when it can. */
export function presenceRefusal(
  action: PresenceAction,
  window: PresenceWindow,
  nowMs: number,
): 'arriveTooEarly' | 'noShowTooEarly' | 'arriveDayOver' | 'noShowDayOver' | null {
  const opens = action === 'ARRIVE' ? window.arriveFromMs : window.noShowFromMs;
  if (nowMs < opens) return action === 'ARRIVE' ? 'arriveTooEarly' : 'noShowTooEarly';
  if (nowMs >= window.untilMs) return action === 'ARRIVE' ? 'arriveDayOver' : 'noShowDayOver';
  return null;
}
