import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansLogin } from './locales/zh-hans/login';

// Importing this adds the login, agreement, phone and profile-completion texts (`login.*`)
// to the bundled language; the other languages' chunks already hold them. A module that
// shows one (`login.*`) imports this file, so they load with its chunk instead of in the
// H5 entry, which shows none: a first page offers a login through the shell's own texts.
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansLogin);
