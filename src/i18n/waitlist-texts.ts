import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansWaitlist } from './locales/zh-hans/waitlist';

// Importing this adds the waitlist's texts (`waitlist.*`) to the bundled language; the other
// languages' chunks already hold them. The booking page and my waitlist import it, so they load
// with those pages' chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansWaitlist);
