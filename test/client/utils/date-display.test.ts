import dayjs from 'dayjs';
import { displayChatTime, displayDateTime, type DateFormats } from '@/utils/date-display';
import { zhHans } from '@/i18n/locales/zh-hans';
import { en } from '@/i18n/locales/en';
import { applyDayjsLocale } from '@/i18n/dayjs-setup';

const ZH: DateFormats = zhHans.date;
const EN: DateFormats = en.date;
// 2026-11-21 15:00 in Shanghai.
const NOW = '2026-11-21T07:00:00Z';

describe('date display (spec section 9)', () => {
  afterEach(() => applyDayjsLocale('zh-Hans', 'system'));

  it.each([
    ['earlier this year', '2026-03-05T01:30:00Z', '3月5日 09:30'],
    ['today', '2026-11-21T02:00:00Z', '11月21日 10:00'],
    ['last year', '2025-12-31T15:00:00Z', '2025年12月31日'],
    ['next year', '2027-01-02T00:00:00Z', '2027年1月2日'],
  ])('date and time %s', (_case, value, expected) => {
    expect(displayDateTime(value, NOW, ZH, 'Asia/Shanghai')).toBe(expected);
  });

  it.each([
    ['today', '2026-11-21T01:05:00Z', '09:05'],
    ['just after midnight today', '2026-11-20T16:01:00Z', '00:01'],
    ['yesterday', '2026-11-20T12:30:00Z', '昨天 20:30'],
    ['yesterday just before midnight', '2026-11-20T15:59:00Z', '昨天 23:59'],
    ['two days ago', '2026-11-19T04:00:00Z', '11月19日 12:00'],
    ['earlier this year', '2026-01-01T00:00:00Z', '1月1日 08:00'],
    ['last year', '2025-06-01T00:00:00Z', '2025年6月1日 08:00'],
  ])('chat time %s', (_case, value, expected) => {
    expect(displayChatTime(value, NOW, ZH, 'Asia/Shanghai')).toBe(expected);
  });

  it('judges today and this year in the chosen time zone', () => {
    // 23:30 UTC on New Year's Eve is already next year in Tokyo.
    const value = '2026-12-31T23:30:00Z';
    const now = '2027-01-01T01:00:00Z';
    expect(displayChatTime(value, now, ZH, 'UTC')).toBe('昨天 23:30');
    expect(displayChatTime(value, now, ZH, 'Asia/Tokyo')).toBe('08:30');
    expect(displayDateTime(value, now, ZH, 'UTC')).toBe('2026年12月31日');
    expect(displayDateTime(value, now, ZH, 'Asia/Tokyo')).toBe('1月1日 08:30');
  });

  it('uses the language formats and month names', () => {
    applyDayjsLocale('en', 'system');
    expect(displayDateTime('2026-03-05T01:30:00Z', NOW, EN, 'Asia/Shanghai')).toBe('Mar 5 09:30');
    expect(displayChatTime('2026-11-20T12:30:00Z', NOW, EN, 'Asia/Shanghai')).toBe('Yesterday 20:30');
    expect(displayChatTime('2025-06-01T00:00:00Z', NOW, EN, 'Asia/Shanghai')).toBe('Jun 1, 2025 08:00');
  });
});

describe('dayjs follows language and week start', () => {
  afterEach(() => applyDayjsLocale('zh-Hans', 'system'));

  // 2026-11-18 is a Wednesday.
  it.each([
    ['zh-Hans', 'system', '2026-11-16'],
    ['en', 'system', '2026-11-15'],
    ['zh-Hant', 'system', '2026-11-15'],
    ['en', 1, '2026-11-16'],
    ['zh-Hans', 0, '2026-11-15'],
    ['zh-Hans', 6, '2026-11-14'],
  ] as const)('%s with week start %s starts the week on %s', (language, weekStart, expected) => {
    applyDayjsLocale(language, weekStart);
    expect(dayjs('2026-11-18').startOf('week').format('YYYY-MM-DD')).toBe(expected);
  });
});
