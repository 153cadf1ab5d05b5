import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerStorePages } from './locales/zh-hans/diner-store-pages';

// Importing this adds the texts of the store's pages past its first screen (`diner.menu.*` but
// `setMenu`, `diner.notice.*`, the menus', articles' and notice's titles) to the bundled language; the
// other languages' chunks already hold them. A module that shows one imports this file, so they load
// with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerStorePages);
