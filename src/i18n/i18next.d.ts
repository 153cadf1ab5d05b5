import 'i18next';
import type { Messages } from './locales/zh-hans';

// t('page.home.title') is checked against the zh-Hans source: a missing key fails typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
