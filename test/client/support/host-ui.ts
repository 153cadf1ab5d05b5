// What Taro's H5 host shows outside the page: its toast and its modal, read from the DOM.

function visible(el: HTMLElement): boolean {
  return el.style.display !== 'none' && el.style.opacity !== '0';
}

function openModal(): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>('.taro__modal')).find(visible);
}

export function toastText(): string {
  const toast = Array.from(document.querySelectorAll<HTMLElement>('.taro__toast')).find(visible);
  return toast?.textContent ?? '';
}

export function modalText(): string {
  return openModal()?.querySelector('.taro-modal__text')?.textContent ?? '';
}

export function modalButtons(): string[] {
  const modal = openModal();
  if (!modal) return [];
  return Array.from(modal.querySelectorAll<HTMLElement>('.taro-model__btn'))
    .filter((b) => b.style.display !== 'none')
    .map((b) => b.textContent ?? '');
}

/** Taps the open modal's confirm button. */
export function confirmModal(): void {
  openModal()?.querySelector<HTMLElement>('.taro-model__confirm')?.click();
}

/** Forgets what an earlier test left on screen: the host reuses its toast and modal elements. */
export function resetHostUi(): void {
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('.taro__toast, .taro__modal'))) {
    el.style.opacity = '0';
    el.style.display = 'none';
  }
}

/** Taps the open modal's cancel button. */
export function cancelModal(): void {
  openModal()?.querySelector<HTMLElement>('.taro-model__cancel')?.click();
}
