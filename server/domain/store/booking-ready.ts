import type { BookingConfigRecord } from './store.repository';

/** Bookable only with all three day limits (spec section 5). */
export function isBookingReady(config: BookingConfigRecord): boolean {
  return (
    config.minAdvanceBookingDay !== null && config.maxAdvanceBookingDay !== null && config.latestCancelDay !== null
  );
}
