// Interface languages (spec section 1) and how a device's language maps to one.

export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'zh-Hans' satisfies Language;

/**
 * What the translator falls back to when a key is missing in a language. Every locale is
 * complete by type, so this only matters for keys that come from outside (a server
 * message key someone forgot): Traditional falls back to Simplified before English,
 * English to Simplified, the source of truth.
 */
export const FALLBACK_CHAINS: Record<Language | 'default', Language[]> = {
  'zh-Hant': ['zh-Hans', 'en'],
  'zh-Hans': ['en'],
  en: ['zh-Hans'],
  default: ['zh-Hans'],
};

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
