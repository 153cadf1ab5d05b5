import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansMe } from './locales/zh-hans/me';

// Importing this adds the me page's, the profile's, the mode switcher's and the staff prompt's texts
// (`account.*`) to the bundled language; the other languages' chunks already hold them. A module that
// shows one imports this file, so they load with its chunk instead of in the H5 entry
// (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansMe);
