import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansFapiao } from './locales/zh-hans/fapiao';

// Importing this adds the fapiao title texts (`fapiao.*`: the diner's page, an order's title, staff's
// page and order log) to the bundled language; the other languages' chunks already hold them. A module
// that shows one imports this file, so they load with its chunk instead of in the H5 entry
// (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansFapiao);
