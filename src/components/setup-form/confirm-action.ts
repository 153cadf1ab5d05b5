import Taro from '@tarojs/taro';
import { i18n } from '@/i18n/i18n';

/**
 * Asks before a destructive action (delete, blacklist removal) with the host's own
 * dialog, which every host draws natively. Resolves true when confirmed.
 */
export async function confirmAction(content: string, confirmText = i18n.t('common.confirm')): Promise<boolean> {
  try {
    const answer = await Taro.showModal({
      content,
      confirmText,
      cancelText: i18n.t('common.cancel'),
      showCancel: true,
    });
    return answer.confirm;
  } catch {
    return false;
  }
}
