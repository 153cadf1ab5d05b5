import { zonedInstantMs } from '@common/zoned-time';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import type { OrderMutation } from './order-mutation';
import type { OrderRecord } from './order.record';

/** How long before its start a party may be marked arrived (early guests are seated). */
export const ARRIVE_EARLY_MS = 2 * 60 * 60 * 1000;
const DAY_SECONDS = 86_400;

type Timed = Pick<OrderRecord, 'reservationDate' | 'startTime' | 'endSecond'>;

/**
 * When the booking's business day ends (store wall clock): midnight after
 * its date, or the booking's own end when it runs past midnight.
 */
export function businessDayEndMs(order: Timed, timeZone: string): number {
  return zonedInstantMs(order.reservationDate, Math.max(DAY_SECONDS, order.endSecond), timeZone);
}

/**
 * Arrive and no-show record the present, so they are taken only around the
 * booking: arrival from two hours before its start, a no-show from its start
 * (the party may still come before), both until its business day ends. A
 * tomorrow's booking can therefore never show as visited today.
 */
export function checkPresenceWindow(action: 'ARRIVE' | 'NOT_ARRIVED', order: Timed, now: Date, timeZone: string): void {
  const at = now.getTime();
  const start = order.startTime.getTime();
  const opens = action === 'ARRIVE' ? start - ARRIVE_EARLY_MS : start;
  if (at < opens) throw domainError('precondition', action === 'ARRIVE' ? 'arriveTooEarly' : 'noShowTooEarly');
  if (at >= businessDayEndMs(order, timeZone)) {
    throw domainError('precondition', action === 'ARRIVE' ? 'arriveDayOver' : 'noShowDayOver');
  }
}

/** The same check inside a change, the store's zone read in its transaction. */
export async function refuseOutsidePresenceWindow(
  m: OrderMutation,
  action: 'ARRIVE' | 'NOT_ARRIVED',
  order: OrderRecord,
): Promise<void> {
  const store = await new StoreRepository(m.trx).findById(order.storeId);
  checkPresenceWindow(action, order, m.now, store?.timezone ?? 'UTC');
}
