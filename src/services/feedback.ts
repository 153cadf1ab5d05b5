import Taro from '@tarojs/taro';
import { displayFor, TOAST_DURATION_MS } from './error-catalogue';

// Toasts and dialogs through the host's own (Taro's showToast / showModal): native in
// mini-programs, so a message survives the page that raised it navigating away.

export function showToast(text: string): void {
  Taro.showToast({ title: text, icon: 'none', duration: TOAST_DURATION_MS }).catch(() => undefined);
}

/** A dialog with one button and no cancel. Resolves when it is dismissed. */
export async function showNotice(text: string, buttonText: string): Promise<void> {
  try {
    await Taro.showModal({ content: text, showCancel: false, confirmText: buttonText });
  } catch {
    // The host refused to show it; nothing else to do.
  }
}

/** The spec's display rule: longer than 20 characters a modal with one button, else a 3-second toast. */
export function showMessage(text: string, gotIt: string): void {
  if (displayFor(text) === 'modal') void showNotice(text, gotIt);
  else showToast(text);
}

/** Asks before something that cannot be undone (log out, kick out a session). Resolves true on confirm. */
export async function askConfirm(text: string, confirmText: string, cancelText: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({ content: text, showCancel: true, confirmText, cancelText });
    return Boolean(res.confirm);
  } catch {
    return false;
  }
}
