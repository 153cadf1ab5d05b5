import { zonedInstantMs } from '@common/zoned-time';
import { domainError } from '../errors';
import type { OrderRecord } from './order.record';

/** How long before its start a party may be marked arrived (early guests are seated). */
export const ARRIVE_EARLY_MS = 2 * 60 * 60 * 1000;
const DAY_SECONDS = 86_400;

type Timed = Pick<OrderRecord, 'reservationDate' | 'startTime' | 'endSecond'>;

/**
 * When the booking's business day ends (store wall clock): midnight after
 * its date, or later when a shift or the booking itself runs past midnight.
 */
export function businessDayEndMs(order: Timed, timeZone: string, shiftEndSeconds: number[]): number {
  const endSecond = Math.max(DAY_SECONDS, order.endSecond, ...shiftEndSeconds);
  return zonedInstantMs(order.reservationDate, endSecond, timeZone);
}

/**
 * Arrive and no-show record the present, so they are taken only around the
 * booking: arrival from two hours before its start, a no-show from its start
 * (the party may still come before), both until its business day ends. A
 * tomorrow's booking can therefore never show as visited today.
 */
export function checkPresenceWindow(
  action: 'ARRIVE' | 'NOT_ARRIVED',
  order: Timed,
  now: Date,
  timeZone: string,
  shiftEndSeconds: number[],
): void {
  const at = now.getTime();
  const start = order.startTime.getTime();
  const opens = action === 'ARRIVE' ? start - ARRIVE_EARLY_MS : start;
  if (at < opens) throw domainError('precondition', action === 'ARRIVE' ? 'arriveTooEarly' : 'noShowTooEarly');
  if (at >= businessDayEndMs(order, timeZone, shiftEndSeconds)) {
    throw domainError('precondition', action === 'ARRIVE' ? 'arriveDayOver' : 'noShowDayOver');
  }
}
