import { act, fireEvent, waitFor } from '@testing-library/react';

// NutUI dialogs as the person sees them: a closing dialog hides its box at once and
// leaves the tree after its fade.

export function openDialog(className = 'nut-dialog-outer'): HTMLElement | null {
  return (
    Array.from(document.querySelectorAll<HTMLElement>(`.${className}`)).find((outer) => {
      const box = outer.querySelector<HTMLElement>('.nut-dialog');
      return box !== null && box.style.display !== 'none';
    }) ?? null
  );
}

export async function dialogShown(className?: string): Promise<HTMLElement> {
  await waitFor(() => expect(openDialog(className)).not.toBeNull());
  return openDialog(className)!;
}

export async function dialogGone(className?: string): Promise<void> {
  await waitFor(() => expect(openDialog(className)).toBeNull());
}

export function dialogTitle(dialog: HTMLElement): string {
  return dialog.querySelector('.nut-dialog-header')?.textContent ?? '';
}

/** Taps the dialog's confirm (ok) or cancel button and lets what it starts run. */
export async function tapDialogButton(dialog: HTMLElement, which: 'ok' | 'cancel'): Promise<void> {
  await act(async () => {
    fireEvent.click(dialog.querySelector(`.nut-dialog-footer-${which}`)!);
  });
}
