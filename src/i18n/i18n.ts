import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_CHAINS, LANGUAGES, type Language } from './language';
import { LOCALE_LOADERS } from './locale-loader';
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

export function isLanguageLoaded(language: Language): boolean {
  return i18n.hasResourceBundle(language, 'translation');
}

/** Fetches a language's messages once; a failed fetch is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE || isLanguageLoaded(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = LOCALE_LOADERS[language]()
      .then((messages) => void i18n.addResourceBundle(language, 'translation', messages))
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
