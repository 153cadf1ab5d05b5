import type { Language } from '../i18n/language';

/** How a diner's name reads: family name first in Chinese (李雷), given name first in English (Lei Li). */
export function dinerDisplayName(diner: { lastName: string; firstName: string }, language: Language): string {
  const last = diner.lastName.trim();
  const first = diner.firstName.trim();
  if (language === 'en') return [first, last].filter(Boolean).join(' ');
  // Latin names keep a space even in a Chinese interface.
  const latin = /[A-Za-z]$/.test(last) && /^[A-Za-z]/.test(first);
  return latin ? `${last} ${first}` : `${last}${first}`;
}
