// Interface languages (spec section 1) and how a device's language maps to one.

// The languages and the device mapping live in common/, where the server reads them too.
import type { Language } from '../common/interface-language';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromDevice,
  LANGUAGES,
  type Language,
} from '../common/interface-language';

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
