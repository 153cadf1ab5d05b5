import { useTranslation } from '@/i18n/use-translation';

/** Spec section 9: auto-accept after 0 (at once), 5, 15, 30 minutes, 1 or 2 hours. */
export const AUTO_ACCEPT_MINUTES = [0, 5, 15, 30, 60, 120] as const;
/** Spec section 9: the deposit is paid within 0.5, 2, 6, 12, 24, 48 or 168 hours (or without limit). */
export const DEPOSIT_EXPIRY_MINUTES = [30, 120, 360, 720, 1440, 2880, 10080] as const;

/** Labels of the business config's choices; -1 stands for "not set" (by hand, unlimited). */
export function useConfigLabels() {
  const { t } = useTranslation();
  const duration = (minutes: number) => {
    if (minutes < 0) return t('staffSetup.config.unlimited');
    if (minutes % 60 === 0) return t('staffSetup.config.hours', { count: minutes / 60 });
    if (minutes > 60 && (minutes * 2) % 60 === 0) return t('staffSetup.config.hours', { count: minutes / 60 });
    return t('staffSetup.common.minutes', { count: minutes });
  };
  const autoAccept = (minutes: number) => {
    if (minutes < 0) return t('staffSetup.config.manual');
    if (minutes === 0) return t('staffSetup.config.immediate');
    return t('staffSetup.config.after', { label: duration(minutes) });
  };
  return { duration, autoAccept };
}
