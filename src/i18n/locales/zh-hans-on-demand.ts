import { zhHansBookOut } from './zh-hans/book-out';
import { zhHansFeast } from './zh-hans/feast';
import { zhHansLogin } from './zh-hans/login';
import { zhHansNotifications } from './zh-hans/notifications';

// The diner-side texts in the default language that load with the modules that show
// them rather than in the H5 entry: feasts (i18n/feast-texts.ts), notifications and
// invitations (i18n/notification-texts.ts), private dining requests
// (i18n/book-out-texts.ts), the login screens, agreement and profile completion
// (i18n/login-texts.ts). The app never imports this file (each of those imports its
// own area); it gives the type of all of them and the whole set to tests.
export const zhHansOnDemand = {
  ...zhHansFeast,
  ...zhHansNotifications,
  ...zhHansBookOut,
  ...zhHansLogin,
};
