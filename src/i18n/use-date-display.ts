import { useTranslation } from '@/i18n/use-translation';
import { useRootStore } from '@/stores';
import { displayChatTime, displayDateTime, type DateFormats, type DateInput } from '../utils/date-display';

/** The date display rules (utils/date-display.ts) in the person's language and time zone. */
export function useDateDisplay() {
  const { t } = useTranslation();
  const { settings } = useRootStore();
  const formats = t('date', { returnObjects: true }) as DateFormats;
  return {
    dateTime: (value: DateInput, now: DateInput = Date.now()) =>
      displayDateTime(value, now, formats, settings.timezone),
    chatTime: (value: DateInput, now: DateInput = Date.now()) =>
      displayChatTime(value, now, formats, settings.timezone),
  };
}
