import { en } from './locales/en';
import { zhHans } from './locales/zh-hans';
import { zhHant } from './locales/zh-hant';
import type { Language } from './language';
import type { Messages } from './locales/zh-hans';

/** Every language's messages, bundled: they are small and must be there before the first render. */
export const RESOURCES: Record<Language, { translation: Messages }> = {
  'zh-Hans': { translation: zhHans },
  'zh-Hant': { translation: zhHant },
  en: { translation: en },
};
