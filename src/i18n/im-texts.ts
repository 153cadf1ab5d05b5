import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansIm } from './locales/zh-hans/im';

// Importing this adds the messages texts (`im.*`, `contact.*`, `imBlock.*`) to the bundled
// language; the other languages' chunks already hold them. A module that shows one imports
// this file, so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansIm);
