import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_CHAINS, LANGUAGES, type Language } from './language';
import type { LanguageSource } from '../platform/language-source.types';
import { reservationTextProcessor, setReservationText } from './reservation-text';
import { zhHans } from './locales/zh-hans';

/**
 * The app's one i18next instance. Only the default language (the source of truth
 * and everyone's fallback) is bundled; the others are loaded by loadLanguage()
 * before they are put in force, so no text ever shows as a bare key.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use(reservationTextProcessor)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { translation: zhHans } },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: FALLBACK_CHAINS,
    supportedLngs: [...LANGUAGES],
    // 'zh-Hans' is a language of its own here, never reduced to 'zh'.
    load: 'currentOnly',
    nonExplicitSupportedLngs: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    showSupportNotice: false,
    postProcess: ['reservationText'],
  });

const loading = new Map<Language, Promise<void>>();
let languageSource: LanguageSource | null = null;

/**
 * Where the languages not bundled come from (the platform's: a chunk on H5, our
 * server in a mini-program). The root store sets it when the app is wired.
 */
export function setLanguageSource(source: LanguageSource): void {
  languageSource = source;
}

export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's messages once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || isLanguageLoaded(language)) return Promise.resolve();
  const source = languageSource;
  if (!source) return Promise.reject(new Error('no language source: call setLanguageSource first'));
  let pending = loading.get(language);
  if (!pending) {
    pending = source
      .load(language)
      .then((bundle) => {
        // The namespaces first, so the language counts as loaded only once all of it is there.
        const { translation, ...namespaces } = bundle;
        for (const [ns, texts] of Object.entries(namespaces)) i18n.addResourceBundle(language, ns, texts, true, true);
        i18n.addResourceBundle(language, 'translation', translation, true, true);
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Puts a loaded language in force; its resources are in memory, so this is immediate. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/**
 * The client config's reservation wording on or off; messages already on screen
 * are drawn again (react-i18next redraws on languageChanged, which changing to
 * the same language emits).
 */
export function applyReservationText(on: boolean): void {
  if (setReservationText(on) && i18n.isInitialized) void i18n.changeLanguage(i18n.language);
}

export const t = i18n.t.bind(i18n);
