import { zhHansBookOut } from './zh-hans/book-out';
import { zhHansDiner } from './zh-hans/diner';
import { zhHansDinerBooking } from './zh-hans/diner-booking';
import { zhHansDinerConfirm } from './zh-hans/diner-confirm';
import { zhHansDinerOrders } from './zh-hans/diner-orders';
import { zhHansDinerPayment } from './zh-hans/diner-payment';
import { zhHansDinerSearch } from './zh-hans/diner-search';
import { zhHansDinerStorePages } from './zh-hans/diner-store-pages';
import { zhHansFapiao } from './zh-hans/fapiao';
import { zhHansFeast } from './zh-hans/feast';
import { zhHansFeastHost } from './zh-hans/feast-host';
import { zhHansIm } from './zh-hans/im';
import { zhHansMe } from './zh-hans/me';
import { zhHansLogin } from './zh-hans/login';
import { zhHansNotifications } from './zh-hans/notifications';
import { zhHansSharedAccount } from './zh-hans/shared-account';
import { zhHansSharedPages } from './zh-hans/shared-pages';
import { zhHansWaitlist } from './zh-hans/waitlist';

const first = zhHansDiner.diner;

// The diner texts whole: the first pages' (bundled, zh-hans/diner.ts) and each later
// area's. Page titles, the map's, the menus' and the payment's texts are split between the
// two, so those groups are merged here too (the app merges them as each area's module is
// imported).
const dinerWhole = {
  ...first,
  ...zhHansDinerSearch.diner,
  ...zhHansDinerStorePages.diner,
  ...zhHansDinerBooking.diner,
  ...zhHansDinerConfirm.diner,
  ...zhHansDinerPayment.diner,
  ...zhHansDinerOrders.diner,
  page: {
    ...first.page,
    ...zhHansDinerSearch.diner.page,
    ...zhHansDinerStorePages.diner.page,
    ...zhHansDinerBooking.diner.page,
    ...zhHansDinerConfirm.diner.page,
    ...zhHansDinerPayment.diner.page,
    ...zhHansDinerOrders.diner.page,
  },
  map: { ...first.map, ...zhHansDinerSearch.diner.map },
  menu: { ...first.menu, ...zhHansDinerStorePages.diner.menu },
  payment: { ...first.payment, ...zhHansDinerPayment.diner.payment },
};
const sharedPagesWhole = { ...zhHansSharedAccount.sharedPages, ...zhHansSharedPages.sharedPages };

/** Every diner text (`diner.*`): the type the other languages' diner files fill in full. */
export type DinerMessages = { diner: typeof dinerWhole };
/** Every shared pages' text (`sharedPages.*`), the bundled account entry's included. */
export type SharedPagesMessages = { sharedPages: typeof sharedPagesWhole };

// The texts in the default language that load with the modules that show them rather
// than in the H5 entry: feasts (i18n/feast-texts.ts), notifications and invitations
// (i18n/notification-texts.ts), private dining requests (i18n/book-out-texts.ts), messages
// (i18n/im-texts.ts), the login screens (i18n/login-texts.ts), the me
// page and profile (i18n/me-texts.ts), fapiao titles (i18n/fapiao-texts.ts), the shared
// pages (i18n/shared-pages-texts.ts) and the diner's pages past home and the store page's
// first screen (i18n/diner-*-texts.ts). The app never imports this file (each of those
// imports its own area); it gives the type of all of them and the whole set to tests,
// `diner` and `sharedPages` whole (the bundled parts included), so spreading this over
// zh-hans.ts gives every text.
export const zhHansOnDemand = {
  ...zhHansFeast,
  ...zhHansFeastHost,
  ...zhHansNotifications,
  ...zhHansBookOut,
  ...zhHansIm,
  ...zhHansMe,
  ...zhHansFapiao,
  ...zhHansLogin,
  ...zhHansWaitlist,
  sharedPages: sharedPagesWhole,
  diner: dinerWhole,
};
