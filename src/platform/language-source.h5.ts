import type { CreateLanguageSource, FetchedLanguage, LanguageSource } from './language-source.types';
import type { LanguageBundle } from '../i18n/locales/language-bundle.types';

export type * from './language-source.types';

// Each language is a chunk of its own (the page preload names them), so a reader
// downloads only the language they read, cached by the browser like every chunk.
const CHUNKS: Record<FetchedLanguage, () => Promise<LanguageBundle>> = {
  'zh-Hant': async () =>
    (await import(/* webpackChunkName: "locale-zh-hant" */ '../i18n/locales/zh-hant-bundle')).zhHantBundle,
  en: async () => (await import(/* webpackChunkName: "locale-en" */ '../i18n/locales/en-bundle')).enBundle,
};

const chunkSource: LanguageSource = { load: (language) => CHUNKS[language]() };

/** H5 and the web app: the languages are chunks of the build; nothing is asked of the server. */
export const createLanguageSource: CreateLanguageSource = () => chunkSource;
