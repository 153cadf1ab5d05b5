import { i18n } from '@/i18n/i18n';
import { askConfirm } from '@/services/feedback';

/**
 * Asks before a destructive action (delete, blacklist removal) with the host's own
 * dialog, which every host draws natively. Resolves true when confirmed.
 */
export function confirmAction(content: string, confirmText = i18n.t('common.confirm')): Promise<boolean> {
  return askConfirm(content, confirmText, i18n.t('common.cancel'));
}
