import { zonedInstantMs } from '@common/zoned-time';
import { domainError } from '../errors';
import type { WaitlistStatus } from './waitlist.tables';

/** How long a freed slot is held for the diner it is offered to. */
export const OFFER_HOLD_MINUTES = 15;
const DAY_SECONDS = 24 * 3600;

/** A window is two times of one day (seconds from midnight), the start first; a late shift may run past midnight. */
export function checkWindow(startSecond: number, endSecond: number): void {
  const ok =
    Number.isInteger(startSecond) &&
    Number.isInteger(endSecond) &&
    startSecond >= 0 &&
    endSecond <= 2 * DAY_SECONDS &&
    startSecond <= endSecond;
  if (!ok) throw domainError('invalid', 'waitlistWindowInvalid');
}

export interface OfferableSlot {
  shiftId: string;
  startSecond: number;
  state: string;
  hidden: boolean;
}

/** The slot a waiting entry is offered: the earliest bookable start inside its window. */
export function slotFor(
  window: { startSecond: number; endSecond: number },
  slots: readonly OfferableSlot[],
): OfferableSlot | null {
  const fits = slots.filter(
    (s) =>
      s.state === 'AVAILABLE' && !s.hidden && s.startSecond >= window.startSecond && s.startSecond <= window.endSecond,
  );
  fits.sort((a, b) => a.startSecond - b.startSecond);
  return fits[0] ?? null;
}

/** What the diner sees: a wait whose window has passed has expired, whether or not a job has said so yet. */
export function shownStatus(
  entry: {
    status: WaitlistStatus;
    reservation_date: string;
    window_end_second: number;
    offer_expire_time: Date | null;
  },
  timezone: string,
  now: Date,
): WaitlistStatus {
  if (
    entry.status === 'WAITING' &&
    zonedInstantMs(entry.reservation_date, entry.window_end_second, timezone) < now.getTime()
  ) {
    return 'EXPIRED';
  }
  if (entry.status === 'OFFERED' && entry.offer_expire_time && entry.offer_expire_time.getTime() <= now.getTime()) {
    return 'EXPIRED';
  }
  return entry.status;
}
