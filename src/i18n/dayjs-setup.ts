import dayjs from 'dayjs';
import en from 'dayjs/locale/en';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import type { Language } from './language';
import type { WeekStart } from './week-start';

const BASE_LOCALE: Record<Language, ILocale> = {
  'zh-Hans': zhCn,
  'zh-Hant': zhTw,
  en,
};

/**
 * Makes dayjs follow the interface language and the week-start setting. Each
 * combination is registered as a locale of its own ('fb-en-1'), so switching back
 * to 'system' restores the language's own first day.
 */
export function applyDayjsLocale(language: Language, weekStart: WeekStart): void {
  const base = BASE_LOCALE[language];
  const firstDay = weekStart === 'system' ? (base.weekStart ?? 0) : weekStart;
  dayjs.locale({ ...base, name: `fb-${language}-${firstDay}`, weekStart: firstDay }, undefined, false);
}
