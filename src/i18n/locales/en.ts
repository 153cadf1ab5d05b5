import { enServerMessages } from './server-messages.en';
import type { Messages } from './zh-hans';
import { enShell } from './en/shell';
// login
import { enLogin } from './en/login';
import { enMe } from './en/me';
// diner app
import { enDiner } from './en/diner';
// staff app: store setup and diner CRM
import { enStaffSetup } from './en/staff-setup';
// staff app: bookings
import { enStaffOps } from './en/staff-ops';
// feasts
import { enFeast } from './en/feast';
import { enFeastHost } from './en/feast-host';
// messages
import { enIm } from './en/im';
// fapiao titles
import { enFapiao } from './en/fapiao';
// notifications and invitations
import { enNotifications } from './en/notifications';
// the waitlist for full booking slots
import { enWaitlist } from './en/waitlist';
// staff app: the floor plan editor
import { enFloorPlanEditor } from './en/floor-plan-editor';
// the shared pages: popup page, redirect, store preview, welcome
import { enSharedPages } from './en/shared-pages';
// private dining (book-out) requests
import { enBookOut } from './en/book-out';
// third-party group-buying orders
import { enGroupBuy } from './en/group-buy';
// reports and settlement
// a booking's money in one set of words (deposit card, order log, reports)
import { enBookingMoney } from './en/booking-money';
import { enReport } from './en/report';
import { enStoreTransactions } from './en/store-transactions';
// the mall in merchant mode
import { enMallStaff } from './en/mall-staff';

// the administrator's home and the client config editor
import { enAdmin } from './en/admin';
// the administrator's merchants and stores
import { enAdminMerchants } from './en/admin-merchants';
// the administrator's short links and QR codes
import { enAdminLinks } from './en/admin-links';
// the administrator's regions, holiday dates and articles
import { enAdminContent } from './en/admin-content';
// the administrator's platform overview
import { enAdminOverview } from './en/admin-overview';
// the administrator's staff and roles, feast creators and feast audit
import { enAdminPeople } from './en/admin-people';
export const en: Messages = {
  ...enShell,
  ...enLogin,
  ...enMe,
  ...enDiner,
  ...enStaffSetup,
  ...enStaffOps,
  ...enFeast,
  ...enFeastHost,
  ...enIm,
  ...enNotifications,
  ...enWaitlist,
  ...enFloorPlanEditor,
  ...enSharedPages,
  ...enFapiao,
  ...enBookOut,
  ...enGroupBuy,
  ...enReport,
  ...enStoreTransactions,
  ...enBookingMoney,
  ...enMallStaff,
  ...enAdmin,
  ...enAdminMerchants,
  ...enAdminLinks,
  ...enAdminContent,
  ...enAdminOverview,
  ...enAdminPeople,
  serverMessage: enServerMessages,
};
