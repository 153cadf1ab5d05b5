/**
 * The languages a guest may be noted to speak (a diner's preferred language,
 * the language on a booking): the interface languages and also Korean and
 * Japanese, whom restaurants in the region often serve. Staff read it to
 * know how to greet and call the guest; the interface itself has three.
 */
export const GUEST_LANGUAGES = ['zh-Hans', 'zh-Hant', 'en', 'ko', 'ja'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export function isGuestLanguage(value: string): value is GuestLanguage {
  return (GUEST_LANGUAGES as readonly string[]).includes(value);
}
