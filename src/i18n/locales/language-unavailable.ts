import type { Language } from '../language';

/**
 * Said once when the chosen language could not be fetched (offline at its first
 * use) and the app shows Simplified Chinese instead. Bundled in every language,
 * since the chosen one's texts are exactly what is missing.
 */
export const LANGUAGE_UNAVAILABLE: Record<Language, string> = {
  'zh-Hans': '所选语言暂时无法加载，先显示简体中文',
  'zh-Hant': '繁體中文暫時無法載入，先顯示簡體中文',
  en: "Couldn't load English; showing Simplified Chinese",
};
