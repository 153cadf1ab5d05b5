import { bookingWhen } from '@/utils/diner/store-time';

describe('when a booking is, as the diner reads it', () => {
  it('names the shift after the store-local date and time', () => {
    expect(bookingWhen({ reservationDate: '2026-11-23', reservationStartSecond: 63_000, storeShiftName: '晚市' })).toBe(
      '2026-11-23 17:30 · 晚市',
    );
  });

  it('shows the date and time alone when the order names no shift', () => {
    expect(bookingWhen({ reservationDate: '2026-11-23', reservationStartSecond: 43_200, storeShiftName: '' })).toBe(
      '2026-11-23 12:00',
    );
  });
});
