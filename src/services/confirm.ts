import Taro from '@tarojs/taro';

/**
 * Asks before a destructive action (close, not arrived, swap, revert): the host's
 * own dialog with cancel and confirm. Resolves true only when confirmed.
 */
export async function confirmAction(text: string, confirmText: string, cancelText: string): Promise<boolean> {
  try {
    const result = await Taro.showModal({ content: text, confirmText, cancelText, showCancel: true });
    return result.confirm;
  } catch {
    return false;
  }
}
