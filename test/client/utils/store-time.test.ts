import { bookingWhen, storeInstant } from '@/utils/diner/store-time';

describe('when a booking is, as the diner reads it', () => {
  it('names the shift after the store-local date and time', () => {
    expect(bookingWhen({ reservationDate: '2026-11-23', reservationStartSecond: 63_000 }, '晚市')).toBe(
      '2026-11-23 17:30 · 晚市',
    );
  });

  it('shows the date and time alone when the order names no shift', () => {
    expect(bookingWhen({ reservationDate: '2026-11-23', reservationStartSecond: 43_200 }, '')).toBe('2026-11-23 12:00');
  });
});

describe("an instant on the store's clock", () => {
  // 2026-11-21 07:00 UTC.
  const seconds = BigInt(Date.UTC(2026, 10, 21, 7) / 1000);

  it("reads the store's zone, whatever the device is set to", () => {
    expect(storeInstant({ seconds }, 'Asia/Shanghai')).toBe('2026-11-21 15:00');
    expect(storeInstant({ seconds }, 'America/Los_Angeles')).toBe('2026-11-20 23:00');
  });

  it('follows the zone across its daylight-saving change', () => {
    // New York moved its clocks back at 06:00 UTC on 2026-11-01.
    const before = BigInt(Date.UTC(2026, 10, 1, 5, 30) / 1000);
    const after = BigInt(Date.UTC(2026, 10, 1, 6, 30) / 1000);
    expect(storeInstant({ seconds: before }, 'America/New_York')).toBe('2026-11-01 01:30');
    expect(storeInstant({ seconds: after }, 'America/New_York')).toBe('2026-11-01 01:30');
  });

  it('shows nothing without an instant', () => {
    expect(storeInstant(undefined, 'Asia/Shanghai')).toBe('');
  });
});
