import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansBookOut } from './locales/zh-hans/book-out';

// Importing this adds the private dining request texts (`bookOut.*`) to the bundled language;
// the other languages' chunks already hold them. A module that shows one (`bookOut.*`) imports this file,
// so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansBookOut);
