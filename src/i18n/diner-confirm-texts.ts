import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansDinerConfirm } from './locales/zh-hans/diner-confirm';

// Importing this adds the booking confirmation's texts (`diner.confirm.*`, its page title) to the
// bundled language; the other languages' chunks already hold them. A module that shows one imports
// this file, so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansDinerConfirm);
