import type * as Choice from '@/i18n/dayjs-locale-choice';
import type * as Setup from '@/i18n/dayjs-setup';

// The root store names the language and week start at launch, before dayjs has loaded
// (it comes with the first page that formats a date); dates must still follow them.
describe('dayjs follows the language chosen before it loaded', () => {
  beforeEach(() => jest.resetModules());
  const fresh = () => ({
    choice: require('@/i18n/dayjs-locale-choice') as typeof Choice,
    setup: () => require('@/i18n/dayjs-setup') as typeof Setup,
  });

  it('applies a choice made before dayjs loaded, and every later one', () => {
    const { choice, setup } = fresh();
    choice.chooseDayjsLocale('en', 1);
    const { dayjs } = setup();
    expect(dayjs('2026-11-18').format('dddd, MMMM D')).toBe('Wednesday, November 18');
    expect(dayjs('2026-11-18').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-16');
    choice.chooseDayjsLocale('zh-Hant', 'system');
    expect(dayjs('2026-11-18').format('dddd')).toBe('星期三');
    expect(dayjs('2026-11-18').startOf('week').format('YYYY-MM-DD')).toBe('2026-11-15');
  });

  it("formats the calendar's month title with dayjs once a calendar has loaded it", () => {
    const { choice, setup } = fresh();
    choice.chooseDayjsLocale('en', 'system');
    // NutUI's default configuration holds no dayjs: before the calendar loads it, plain digits
    expect(choice.calendarMonthTitle(2026, 11, 'MMMM YYYY')).toBe('2026-11');
    setup();
    expect(choice.calendarMonthTitle(2026, 11, 'MMMM YYYY')).toBe('November 2026');
    expect(choice.calendarMonthTitle(2026, 2, 'YYYY年M月')).toBe('2026年2月');
  });
});
