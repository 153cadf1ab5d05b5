// The interface languages and how a device's language maps to one (spec section 1).
// Both halves choose the same way: the client from the stored choice or the device's
// language, the server (the first screen it writes into index.html) from the cookie
// the H5 app keeps of that choice or the browser's Accept-Language, whose first tag
// is the navigator.language the client would read.

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'zh-Hans' satisfies Language;

/** Where the client keeps a person's chosen language (SettingsStore). */
export const LANGUAGE_SETTING_KEY = 'settings.language';

/** The cookie in which the H5 app mirrors the language a person chose (never sent anywhere else). */
export const LANGUAGE_COOKIE = 'fb_language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The spec's mapping of a device language tag (zh_CN, zh-Hant-HK, en-US, ...):
 * Chinese of Hong Kong, Taiwan or Macau and any Hant script is Traditional; anything
 * containing 'en' is English; everything else is Simplified. The region rule applies
 * to Chinese only, so an English speaker in Hong Kong (en-HK) gets English.
 */
export function languageFromDevice(tag: string | null | undefined): Language {
  const normalized = (tag ?? '').trim().replace(/_/g, '-').toLowerCase();
  const parts = normalized.split('-');
  if (parts.includes('hant')) return 'zh-Hant';
  if (parts[0] === 'zh' && parts.some((p) => p === 'hk' || p === 'tw' || p === 'mo')) return 'zh-Hant';
  if (normalized.includes('en')) return 'en';
  return 'zh-Hans';
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * The language the app will speak to the sender of a request: the choice mirrored in
 * the cookie, else the browser's first preferred language as languageFromDevice maps
 * it (navigator.language is that first tag; quality values do not reorder it).
 */
export function languageOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookieHeader && cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim();
  return languageFromDevice(first);
}
