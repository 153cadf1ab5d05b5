// The one definition of the staff figures of a date or a range of dates: the
// board header, its status chips, the operation tab's day tiles and the staff
// calendar's counts. Server and client both count through this file, so no two
// screens can disagree on what "a booking" or "a guest" is.
//
// A closed order (rejected, cancelled, no-show, unpaid) keeps no table and brings
// nobody: it is neither a booking nor guests. It still has its own status chip,
// so the chips together count every order listed.

/** Statuses whose orders count neither as bookings nor as guests (status names as in proto). */
export const UNCOUNTED_STATUSES = ['CLOSED'] as const;

export function countsAsBooking(status: string): boolean {
  return status !== 'STATUS_UNSPECIFIED' && !(UNCOUNTED_STATUSES as readonly string[]).includes(status);
}

export interface BookingCounts {
  /** Orders that stand (every status but closed). */
  bookings: number;
  /** People of those orders. */
  guests: number;
  /** Closed orders, counted apart. */
  closed: number;
  /** Every order per status name, closed included: the status chips. */
  byStatus: Record<string, number>;
}

export interface StatusTally {
  status: string;
  count: number;
  /** People of those orders, when known. */
  people?: number;
}

/** Counts from totals per status (what the server's count calls answer). */
export function countTallies(tallies: Iterable<StatusTally>): BookingCounts {
  const counts: BookingCounts = { bookings: 0, guests: 0, closed: 0, byStatus: {} };
  for (const t of tallies) {
    counts.byStatus[t.status] = (counts.byStatus[t.status] ?? 0) + t.count;
    if (countsAsBooking(t.status)) {
      counts.bookings += t.count;
      counts.guests += t.people ?? 0;
    } else {
      counts.closed += t.count;
    }
  }
  return counts;
}

/** Counts of a list of orders, each with its status name and party size. */
export function countOrders(orders: Iterable<{ status: string; people: number }>): BookingCounts {
  const tallies: StatusTally[] = [];
  for (const o of orders) tallies.push({ status: o.status, count: 1, people: o.people });
  return countTallies(tallies);
}
