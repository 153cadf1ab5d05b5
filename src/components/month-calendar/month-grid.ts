import { addDays } from '@/common/business-date';
import { isoWeekday } from '@/common/zoned-time';

// A month as the calendar draws it: whole weeks from the person's week start,
// with the days of the neighbouring months marked outside.

export interface MonthCell {
  date: string;
  day: number;
  inMonth: boolean;
}

/** The first of the month `offset` months after the month of `date`. */
export function monthStart(date: string, offset = 0): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + offset;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  return `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** Weeks of the month holding `date`, each of 7 cells, the first starting on `weekStart` (0 Sunday, 1 Monday). */
export function monthGrid(date: string, weekStart: 0 | 1 | 6 = 0): MonthCell[][] {
  const first = monthStart(date);
  const next = monthStart(date, 1);
  // The week start counts Sunday as 0, the ISO weekday as 7.
  const lead = ((isoWeekday(first) % 7) - weekStart + 7) % 7;
  let cursor = addDays(first, -lead);
  const weeks: MonthCell[][] = [];
  while (cursor < next) {
    const week: MonthCell[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ date: cursor, day: Number(cursor.slice(8, 10)), inMonth: cursor >= first && cursor < next });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** Weekday labels' order for a week start: indexes into a Sunday-first list. */
export function weekdayOrder(weekStart: 0 | 1 | 6 = 0): number[] {
  return Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);
}
