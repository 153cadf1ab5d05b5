// What Taro's H5 host shows outside the page: its toast and its modal, read from the DOM.

export function toastText(): string {
  const toast = document.querySelector<HTMLElement>('.taro__toast');
  if (!toast || toast.style.opacity === '0') return '';
  return toast.textContent ?? '';
}

export function modalText(): string {
  const modal = document.querySelector<HTMLElement>('.taro__modal');
  if (!modal || modal.style.display === 'none' || modal.style.opacity === '0') return '';
  return modal.querySelector('.taro-modal__text')?.textContent ?? '';
}

export function modalButtons(): string[] {
  const modal = document.querySelector<HTMLElement>('.taro__modal');
  if (!modal || modal.style.display === 'none' || modal.style.opacity === '0') return [];
  return Array.from(modal.querySelectorAll<HTMLElement>('.taro-model__btn'))
    .filter((b) => b.style.display !== 'none')
    .map((b) => b.textContent ?? '');
}

/** Taps the modal's confirm button. */
export function confirmModal(): void {
  document.querySelector<HTMLElement>('.taro__modal .taro-model__confirm')?.click();
}

/** Forgets what an earlier test left on screen: the host reuses one toast and one modal element. */
export function resetHostUi(): void {
  const toast = document.querySelector<HTMLElement>('.taro__toast');
  if (toast) toast.style.opacity = '0';
  const modal = document.querySelector<HTMLElement>('.taro__modal');
  if (modal) {
    modal.style.opacity = '0';
    modal.style.display = 'none';
  }
}
