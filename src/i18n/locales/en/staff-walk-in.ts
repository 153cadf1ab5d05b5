import type { zhHansStaffWalkIn } from '../zh-hans/staff-walk-in';

// Staff app: seating a walk-in from the booking board (party size, a free table, seat).
// Spread into staffOps by staff-ops.ts.
export const enStaffWalkIn: typeof zhHansStaffWalkIn = {
  walkIn: {
    guest: 'Walk-in',
    open: 'Seat walk-in',
    title: 'Seat walk-in · {{shift}}',
    people: 'Party',
    pick: 'Choose a table free now',
    suggested: 'best fit',
    none: 'No table is free from now until the end of the turn',
    seats: '{{count}} tables chosen, {{seats}} seats',
    seats_one: '1 table chosen, {{seats}} seats',
    seatsShort: '{{count}} tables chosen, {{seats}} seats: not enough for {{people}}',
    seatsShort_one: '1 table chosen, {{seats}} seats: not enough for {{people}}',
    seat: 'Seat',
    cancel: 'Cancel',
    seated: 'Seated',
    noMessage: 'The guest gets no text or notification',
  },
};
