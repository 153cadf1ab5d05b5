import { languageFirstDay } from '@/i18n/dayjs-setup';
import { useRootStore } from '../root-store.context';

/** The calendar's first weekday: the week-start setting, or the language's own when it is "system". */
export function useFirstDayOfWeek(): number {
  const { settings } = useRootStore();
  return settings.weekStart === 'system' ? languageFirstDay(settings.language) : settings.weekStart;
}
