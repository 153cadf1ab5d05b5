import type { DEFAULT_LANGUAGE, Language } from './language';
import type { Messages } from './locales/zh-hans';

/**
 * The languages not bundled with the app, each fetched on first use: on H5 every
 * one is a chunk of its own, so a diner downloads only the language they read.
 * (Mini-programs turn import() into a require: there they are in the package.)
 */
export const LOCALE_LOADERS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<Messages>> = {
  'zh-Hant': async () => (await import(/* webpackChunkName: "locale-zh-hant" */ './locales/zh-hant')).zhHant,
  en: async () => (await import(/* webpackChunkName: "locale-en" */ './locales/en')).en,
};
