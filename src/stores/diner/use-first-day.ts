import en from 'dayjs/locale/en';
import zhCn from 'dayjs/locale/zh-cn';
import zhTw from 'dayjs/locale/zh-tw';
import { useRootStore } from '../root-store.context';

const LANGUAGE_FIRST_DAY = { 'zh-Hans': zhCn.weekStart ?? 1, 'zh-Hant': zhTw.weekStart ?? 0, en: en.weekStart ?? 0 };

/** The calendar's first weekday: the week-start setting, or the language's own when it is "system" (i18n/dayjs-setup.ts). */
export function useFirstDayOfWeek(): number {
  const { settings } = useRootStore();
  return settings.weekStart === 'system' ? LANGUAGE_FIRST_DAY[settings.language] : settings.weekStart;
}
