import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansServerMessages } from './locales/server-messages.zh-hans';

// Importing this adds the Simplified Chinese texts of the server's messages
// (`serverMessage.*`) to the bundled language; the other languages' chunks already hold
// them. They stay out of the H5 entry: a module that translates a server message as it
// renders imports this file, and the error presenter and the image upload fetch it with
// the table of messages (services/server-message-loader.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', { serverMessage: zhHansServerMessages });
