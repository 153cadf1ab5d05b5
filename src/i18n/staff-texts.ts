import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansStaff } from './locales/zh-hans-staff';

// Importing this adds the staff app's default-language texts, merged into the bundled
// ones (staffOps shares a few keys with diner pages). The other languages' chunks
// already hold them.
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansStaff);
