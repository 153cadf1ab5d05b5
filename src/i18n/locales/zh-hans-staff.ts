import { zhHansFloorPlanEditor } from './zh-hans/floor-plan-editor';
import { zhHansStaffOps } from './zh-hans/staff-ops';
import { zhHansStaffSetup } from './zh-hans/staff-setup';
// third-party group-buying orders
import { zhHansGroupBuy } from './zh-hans/group-buy';
// reports and settlement
// a booking's money in one set of words (deposit card, order log, reports)
import { zhHansBookingMoney } from './zh-hans/booking-money';
import { zhHansReport } from './zh-hans/report';
import { zhHansStoreTransactions } from './zh-hans/store-transactions';
// the administrator's pages: home, config editor, merchants, links, content, overview, people
import { zhHansAdminAreas } from './zh-hans-admin';
// the mall in merchant mode
import { zhHansMallStaff } from './zh-hans/mall-staff';

// The staff app's texts in the default language: store setup and diner CRM, bookings,
// the floor plan editor, third-party orders, reports and settlement, the administrator's
// home and config editor. Only i18n/staff-texts.ts imports this, and only the staff app
// imports that, so they load with the staff pages instead of in the H5 entry. A staff
// area adds its file here, not to zh-hans.ts.
export const zhHansStaff = {
  ...zhHansStaffSetup,
  ...zhHansStaffOps,
  ...zhHansFloorPlanEditor,
  ...zhHansGroupBuy,
  ...zhHansReport,
  ...zhHansStoreTransactions,
  ...zhHansBookingMoney,
  ...zhHansMallStaff,
  ...zhHansAdminAreas,
};
