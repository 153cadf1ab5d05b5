import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansSharedPages } from './locales/zh-hans/shared-pages';

// Importing this adds the shared pages' texts (`sharedPages.*`: the popup page, the redirect, the
// store preview and notice, the welcome; merchant mode's account entry is bundled) to the bundled
// language; the other languages' chunks already hold them. A module that shows one imports this
// file, so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansSharedPages);
