import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerSearch } from './locales/zh-hans/diner-search';

// Importing this adds the search and collection map texts (`diner.search.*`, `diner.perCapita.*`,
// `diner.map.*` but `openMap`, their page titles) to the bundled language; the other languages' chunks
// already hold them. A module that shows one imports this file, so they load with its chunk instead of
// in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerSearch);
