import { i18n } from '../i18n/i18n';
import { showHostModal, showHostToast } from '../platform/host-ui';
import { displayFor, TOAST_DURATION_MS } from './error-catalogue';

// Toasts and dialogs through the host's own (Taro's showToast / showModal, through
// platform/host-ui): native in mini-programs, so a message survives the page that
// raised it navigating away.

export function showToast(text: string): void {
  showHostToast(text, TOAST_DURATION_MS);
}

/**
 * WeChat, Alipay and Taro's H5 host draw at most 4 Chinese characters (8 Latin
 * letters) on a dialog button, and refuse the whole dialog otherwise: a question
 * that never shows reads as "no". A label too long for the button gives way to
 * the plain confirm or cancel word; the dialog's text still says what happens.
 */
export function fitsDialogButton(label: string): boolean {
  return label.replace(/[\u0391-\uFFE5]/g, 'aa').length <= 8;
}

const buttonLabel = (label: string, plain: 'common.confirm' | 'common.cancel') =>
  label && fitsDialogButton(label) ? label : i18n.t(plain);

/** A dialog with one button and no cancel. Resolves when it is dismissed. */
export async function showNotice(text: string, buttonText: string): Promise<void> {
  try {
    await showHostModal({ content: text, showCancel: false, confirmText: buttonLabel(buttonText, 'common.confirm') });
  } catch {
    // The host refused to show it; nothing else to do.
  }
}

/** The spec's display rule: longer than 20 characters a modal with one button, else a 3-second toast. */
export function showMessage(text: string, gotIt: string): void {
  if (displayFor(text) === 'modal') void showNotice(text, gotIt);
  else showToast(text);
}

/** Asks before something that cannot be undone (log out, delete, close). Resolves true on confirm only. */
export async function askConfirm(text: string, confirmText: string, cancelText: string): Promise<boolean> {
  try {
    return await showHostModal({
      content: text,
      showCancel: true,
      confirmText: buttonLabel(confirmText, 'common.confirm'),
      cancelText: buttonLabel(cancelText, 'common.cancel'),
    });
  } catch {
    return false;
  }
}
