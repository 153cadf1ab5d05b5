import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, FALLBACK_CHAINS, type Language } from './language';
import { followLanguageInNutui } from './nutui-locale';
import { RESOURCES } from './resources';

/**
 * The app's one i18next instance. Initialised synchronously with every language
 * bundled, so the first render already has its texts; react-i18next's hooks use it.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: RESOURCES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_CHAINS,
  supportedLngs: Object.keys(RESOURCES),
  // 'zh-Hans' is a language of its own here, never reduced to 'zh'.
  load: 'currentOnly',
  nonExplicitSupportedLngs: false,
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  showSupportNotice: false,
});

followLanguageInNutui(i18n);

/** Switches the interface language; resources are in memory, so this is immediate. */
export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export const t = i18n.t.bind(i18n);
