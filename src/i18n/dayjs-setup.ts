import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import { dayjsLocaleChoice, onDayjsLocaleChosen, setMonthTitleFormat } from './dayjs-locale-choice';
import type { Language } from './language';
import type { WeekStart } from './week-start';

// The only module that imports dayjs (lint enforces it): whoever formats a date gets
// dayjs from here, already following the language and week start the root store chose
// (dayjs-locale-choice.ts), so dayjs and its locales stay out of the H5 entry and load
// with the pages that show dates.

const BASE_LOCALE: Record<Language, ILocale> = {
  'zh-Hans': zhCn,
  'zh-Hant': zhTw,
  en,
};

/** A language's own first weekday (0 Sunday), which the "system" week-start setting means. */
export function languageFirstDay(language: Language): number {
  return BASE_LOCALE[language].weekStart ?? 0;
}

/**
 * Makes dayjs follow the interface language and the week-start setting. Each
 * combination is registered as a locale of its own ('fb-en-1'), so switching back
 * to 'system' restores the language's own first day.
 */
export function applyDayjsLocale(language: Language, weekStart: WeekStart): void {
  const base = BASE_LOCALE[language];
  const firstDay = weekStart === 'system' ? languageFirstDay(language) : weekStart;
  dayjs.locale({ ...base, name: `fb-${language}-${firstDay}`, weekStart: firstDay }, undefined, false);
}

const initial = dayjsLocaleChoice();
applyDayjsLocale(initial.language, initial.weekStart);
onDayjsLocaleChosen((choice) => applyDayjsLocale(choice.language, choice.weekStart));
setMonthTitleFormat((month, pattern) => dayjs(month).format(pattern));

export { dayjs };
export type { Dayjs } from 'dayjs';
