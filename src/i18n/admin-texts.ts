import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansAdminPages } from './locales/zh-hans-admin';

// Importing this adds the administrator's pages' default-language texts, merged into the
// bundled ones (deep, so the few store setup field texts join the staff app's when both
// are loaded). The other languages' files already hold them.
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansAdminPages);
