import { zonedInstantMs } from '@/common/zoned-time';
import { firstIntentionDate, intentionTimesOn, storeClock } from '@/stores/im/intention-times';

// A booking intention proposes the store's dates and times, never one gone by where the store is.
describe('the times a booking intention offers', () => {
  // 19:40 in Macau on 2026-12-04 is 11:40 UTC (Macau has no daylight saving).
  const evening = zonedInstantMs('2026-12-04', 19 * 3600 + 40 * 60, 'Asia/Macau');

  it('reads the store’s clock, wherever the device is', () => {
    expect(storeClock('Asia/Macau', evening)).toMatchObject({ today: '2026-12-04', nowSecond: 19 * 3600 + 40 * 60 });
    // The same instant is still the morning of the 4th in Los Angeles.
    expect(storeClock('America/Los_Angeles', evening).today).toBe('2026-12-04');
    expect(storeClock('Pacific/Kiritimati', evening).today).toBe('2026-12-05');
  });

  it('offers on the store’s today only the half-hours still ahead', () => {
    const clock = storeClock('Asia/Macau', evening);
    const today = intentionTimesOn('2026-12-04', clock);
    expect(today[0]).toBe(20 * 3600);
    expect(today.at(-1)).toBe(22 * 3600);
    expect(intentionTimesOn('2026-12-05', clock)).toHaveLength(27);
    expect(intentionTimesOn('2026-12-03', clock)).toEqual([]);
  });

  it('starts at tomorrow once the day’s last time has gone by', () => {
    const late = zonedInstantMs('2026-12-04', 22 * 3600 + 5 * 60, 'Asia/Macau');
    expect(firstIntentionDate(storeClock('Asia/Macau', late))).toBe('2026-12-05');
    expect(firstIntentionDate(storeClock('Asia/Macau', evening))).toBe('2026-12-04');
  });
});
