import type { i18n as I18next } from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { LanguageSource } from '../platform/language-source.types';
import type { TFunction, TranslateOptions } from './message-keys.types';
import { setReservationText } from './reservation-text';
import { createI18n } from './create-i18n';
import { zhHans } from './locales/zh-hans';

/** The app's i18next instance, with its keys typed against the zh-Hans source. */
export interface I18n extends Omit<I18next, 't' | 'exists'> {
  t: TFunction;
  exists(key: string, options?: TranslateOptions): boolean;
}

/**
 * The app's one i18next instance. Only the default language (the source of truth
 * and everyone's fallback) is bundled; the others are loaded by loadLanguage()
 * before they are put in force, so no text ever shows as a bare key.
 */
export const i18n = createI18n(DEFAULT_LANGUAGE) as unknown as I18n;

/**
 * Adds the texts of a part of the app as its module arrives: merged into what the
 * namespace holds, the new texts winning (i18next's deep, overwrite). i18next copies
 * what it is given, so the locale modules themselves never change.
 */
export function addTexts(language: string, ns: string, texts: object): void {
  i18n.addResourceBundle(language, ns, texts, true, true);
}

addTexts(DEFAULT_LANGUAGE, 'translation', zhHans);

/** Called after every change of language (also to the one in force); returns the unsubscribe. */
export function onLanguageChanged(listener: (language: string) => void): () => void {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

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
        for (const [ns, texts] of Object.entries(namespaces)) addTexts(language, ns, texts);
        addTexts(language, 'translation', translation);
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
 * are drawn again (useTranslation redraws on every change of language, also to
 * the same one).
 */
export function applyReservationText(on: boolean): void {
  if (setReservationText(on)) void i18n.changeLanguage(i18n.language);
}

export const t = i18n.t.bind(i18n);
