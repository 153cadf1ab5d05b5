import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansFeast } from './locales/zh-hans/feast';

// Importing this adds the feast pages' texts (`feast.*`) to the bundled language;
// the other languages' chunks already hold them. A module that shows one (`feast.*`) imports this file,
// so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansFeast);
