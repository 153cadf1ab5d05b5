import { addTexts } from './i18n';
import { DEFAULT_LANGUAGE } from './language';
import { zhHansNotifications } from './locales/zh-hans/notifications';

// Importing this adds the notification and invitation texts (`notify.*`) to the bundled language;
// the other languages' chunks already hold them. A module that shows one (`notify.*`) imports this file,
// so they load with its chunk instead of in the H5 entry (entry-loading.test.ts).
addTexts(DEFAULT_LANGUAGE, 'translation', zhHansNotifications);
