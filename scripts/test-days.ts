// The days `npm test` runs the date-sensitive tests on besides today: TEST_NOW
// instants on two weekdays that are never today's, wherever CI runs.
import { addDays } from '@common/business-date';
import { businessDateOf, isoWeekday } from '@common/zoned-time';

/**
 * The server test files whose outcome could hang on the day: they pick dates
 * relative to today, book against stores with weekly plans (the demo serves no
 * lunch on Mondays), or check deadlines, reminders and quiet hours on the
 * store's clock. The rest of the suite runs once, on the real day.
 */
export const DATE_SENSITIVE_SERVER_TESTS = [
  'test/server/diner',
  'test/server/booking/demo-seed.test.ts',
  'test/server/booking/availability-calendar.test.ts',
  'test/server/booking/stores.test.ts',
  'test/server/booking/booking-create.test.ts',
  'test/server/booking/booking-timers.test.ts',
  'test/server/feast/feast-lifecycle.test.ts',
  'test/server/notification/quiet-hours.test.ts',
  'test/server/notification/reminders.test.ts',
];

const ZONE = 'Asia/Shanghai';
const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export interface TestDay {
  /** An ISO instant for TEST_NOW. */
  testNow: string;
  label: string;
}

/**
 * Two and four days after today in China: 10:00 on the first, 23:30 on the
 * second, when the stores' business date is about to turn.
 */
export function otherWeekdays(nowMs = Date.now()): TestDay[] {
  const today = businessDateOf(nowMs, ZONE);
  return [
    { days: 2, clock: '10:00' },
    { days: 4, clock: '23:30' },
  ].map(({ days, clock }) => {
    const date = addDays(today, days);
    return {
      testNow: new Date(`${date}T${clock}:00+08:00`).toISOString(),
      label: `${WEEKDAYS[isoWeekday(date)]} ${date} ${clock} China time`,
    };
  });
}
