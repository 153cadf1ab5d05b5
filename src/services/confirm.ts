import { askConfirm } from './feedback';

/**
 * Asks before a destructive action (close, not arrived, swap, revert): the host's
 * own dialog with cancel and confirm. Resolves true only when confirmed.
 */
export function confirmAction(text: string, confirmText: string, cancelText: string): Promise<boolean> {
  return askConfirm(text, confirmText, cancelText);
}
