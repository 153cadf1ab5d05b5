import { zhHantServerMessages } from './server-messages.zh-hant';
import type { Messages } from './zh-hans';
import { zhHantShell } from './zh-hant/shell';
// login
import { zhHantLogin } from './zh-hant/login';
import { zhHantMe } from './zh-hant/me';
// diner app
import { zhHantDiner } from './zh-hant/diner';
// staff app: store setup and diner CRM
import { zhHantStaffSetup } from './zh-hant/staff-setup';
// staff app: bookings
import { zhHantStaffOps } from './zh-hant/staff-ops';
// feasts
import { zhHantFeast } from './zh-hant/feast';
import { zhHantFeastHost } from './zh-hant/feast-host';
// messages
import { zhHantIm } from './zh-hant/im';
// fapiao titles
import { zhHantFapiao } from './zh-hant/fapiao';
// notifications and invitations
import { zhHantNotifications } from './zh-hant/notifications';
// the waitlist for full booking slots
import { zhHantWaitlist } from './zh-hant/waitlist';
// staff app: the floor plan editor
import { zhHantFloorPlanEditor } from './zh-hant/floor-plan-editor';
// the shared pages: popup page, redirect, store preview, welcome
import { zhHantSharedPages } from './zh-hant/shared-pages';
// private dining (book-out) requests
import { zhHantBookOut } from './zh-hant/book-out';
// third-party group-buying orders
import { zhHantGroupBuy } from './zh-hant/group-buy';
// reports and settlement
// a booking's money in one set of words (deposit card, order log, reports)
import { zhHantBookingMoney } from './zh-hant/booking-money';
import { zhHantReport } from './zh-hant/report';
import { zhHantStoreTransactions } from './zh-hant/store-transactions';
// the mall in merchant mode
import { zhHantMallStaff } from './zh-hant/mall-staff';

// the administrator's home and the client config editor
import { zhHantAdmin } from './zh-hant/admin';
// the administrator's merchants and stores
import { zhHantAdminMerchants } from './zh-hant/admin-merchants';
// the administrator's short links and QR codes
import { zhHantAdminLinks } from './zh-hant/admin-links';
// the administrator's regions, holiday dates and articles
import { zhHantAdminContent } from './zh-hant/admin-content';
// the administrator's platform overview
import { zhHantAdminOverview } from './zh-hant/admin-overview';
// the administrator's staff and roles, feast creators and feast audit
import { zhHantAdminPeople } from './zh-hant/admin-people';
export const zhHant: Messages = {
  ...zhHantShell,
  ...zhHantLogin,
  ...zhHantMe,
  ...zhHantDiner,
  ...zhHantStaffSetup,
  ...zhHantStaffOps,
  ...zhHantFeast,
  ...zhHantFeastHost,
  ...zhHantIm,
  ...zhHantNotifications,
  ...zhHantWaitlist,
  ...zhHantFloorPlanEditor,
  ...zhHantSharedPages,
  ...zhHantFapiao,
  ...zhHantBookOut,
  ...zhHantGroupBuy,
  ...zhHantReport,
  ...zhHantStoreTransactions,
  ...zhHantBookingMoney,
  ...zhHantMallStaff,
  ...zhHantAdmin,
  ...zhHantAdminMerchants,
  ...zhHantAdminLinks,
  ...zhHantAdminContent,
  ...zhHantAdminOverview,
  ...zhHantAdminPeople,
  serverMessage: zhHantServerMessages,
};
