import type { Language } from './language';
import type { WeekStart } from './week-start';

// The language and week start dayjs should follow, kept apart from dayjs itself:
// the root store sets it at launch, and dayjs (with its locales) loads only with the
// modules that format dates, which read it through dayjs-setup.ts.

export interface DayjsLocaleChoice {
  language: Language;
  weekStart: WeekStart;
}

let choice: DayjsLocaleChoice = { language: 'zh-Hans', weekStart: 'system' };
const listeners = new Set<(choice: DayjsLocaleChoice) => void>();

export function chooseDayjsLocale(language: Language, weekStart: WeekStart): void {
  choice = { language, weekStart };
  for (const listener of listeners) listener(choice);
}

export function dayjsLocaleChoice(): DayjsLocaleChoice {
  return choice;
}

export function onDayjsLocaleChosen(listener: (choice: DayjsLocaleChoice) => void): void {
  listeners.add(listener);
}

let monthTitleFormat: ((month: Date, pattern: string) => string) | null = null;

/** dayjs-setup.ts hands in its formatter once loaded (see calendarMonthTitle). */
export function setMonthTitleFormat(format: (month: Date, pattern: string) => string): void {
  monthTitleFormat = format;
}

/**
 * A calendar's month title in `pattern` (dayjs tokens). The one calendar (the booking
 * calendar) imports dayjs-setup.ts, so the formatter is in place before it draws; the
 * numeric fallback only keeps NutUI's default configuration from needing dayjs itself.
 */
export function calendarMonthTitle(year: number, month: number, pattern: string): string {
  const first = new Date(year, month - 1, 1);
  return monthTitleFormat ? monthTitleFormat(first, pattern) : `${year}-${String(month).padStart(2, '0')}`;
}
