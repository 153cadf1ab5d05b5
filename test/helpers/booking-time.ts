import { zonedInstant } from '@common/zoned-time';

/** A clock the server reads and a test can move (`TestClock`, `shiftedClock`). */
export interface SettableClock {
  now: () => Date;
  set(instant: Date): void;
}

/**
 * Real time shifted by an offset the test sets: time keeps flowing (leases,
 * expiries), and `set` moves the whole clock to another instant.
 */
export function shiftedClock(): SettableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (instant) => {
      offset = instant.getTime() - Date.now();
    },
  };
}

interface Booked {
  reservationDate: string;
  reservationStartSecond: number;
}

/** When a booking starts, in its store's zone (the fixture's stores are in Shanghai). */
export function bookingStart(order: Booked, timeZone = 'Asia/Shanghai'): Date {
  return zonedInstant(order.reservationDate, order.reservationStartSecond, timeZone);
}

/**
 * Runs `fn` with the server's clock at `minutesAfter` the booking's start,
 * then puts the clock back: arrive and no-show are taken only around the
 * booking (server/domain/booking/presence-window.ts).
 */
export async function atBookingTime<T>(
  clock: SettableClock,
  order: Booked,
  fn: () => Promise<T>,
  minutesAfter = 10,
  timeZone?: string,
): Promise<T> {
  const before = clock.now();
  clock.set(new Date(bookingStart(order, timeZone).getTime() + minutesAfter * 60_000));
  try {
    return await fn();
  } finally {
    clock.set(before);
  }
}
