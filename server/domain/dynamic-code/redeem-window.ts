import { ARRIVE_EARLY_MS } from '@common/presence-window';
import { businessDateOf, zonedInstantMs } from '@common/zoned-time';
import { DomainError } from '../errors';
import { SERVER_MESSAGE } from '@common/server-messages';
import type { DynamicCodeKind } from '../ticketing/ticketing.tables';

// When a code is redeemed without a question. Outside, staff are asked to
// confirm (a code read at the wrong door, a guest on the wrong day) and the
// redemption waits for confirm_outside_window:
// - a ticket on its session's business date in the event store's zone;
// - a booking from two hours before its start to its end. Earlier than that
//   the booking engine refuses the arrival outright (presence window), so at
//   the door only a party after its booking's end, on the booking's business
//   day, is asked about.

/** What the confirmation names: the subject's date and times, in its store's zone. */
export interface OutsideWindow {
  kind: DynamicCodeKind;
  subjectId: string;
  date: string;
  startSecond: number;
  endSecond: number;
  timezone: string;
}

export function voucherInWindow(sessionDate: string, timeZone: string, nowMs: number): boolean {
  return businessDateOf(nowMs, timeZone) === sessionDate;
}

export function bookingInWindow(
  b: { reservationDate: string; startSecond: number; endSecond: number },
  timeZone: string,
  nowMs: number,
): boolean {
  const start = zonedInstantMs(b.reservationDate, b.startSecond, timeZone);
  const end = zonedInstantMs(b.reservationDate, b.endSecond, timeZone);
  return nowMs >= start - ARRIVE_EARLY_MS && nowMs <= end;
}

/** The refusal that asks for confirmation, carrying what the dialog names. */
export function outsideWindowError(w: OutsideWindow): DomainError {
  const key = w.kind === 'BOOKING_ORDER' ? 'arriveOutsideBookingTime' : 'redeemOutsideSessionDay';
  return new DomainError('precondition', SERVER_MESSAGE[key], key, { outsideWindow: w });
}
