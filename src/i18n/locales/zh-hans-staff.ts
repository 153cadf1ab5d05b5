import { zhHansFloorPlanEditor } from './zh-hans/floor-plan-editor';
import { zhHansStaffOps } from './zh-hans/staff-ops';
import { zhHansStaffSetup } from './zh-hans/staff-setup';
// third-party group-buying orders
import { zhHansGroupBuy } from './zh-hans/group-buy';
// reports and settlement
import { zhHansReport } from './zh-hans/report';
// the administrator's home and the client config editor
import { zhHansAdmin } from './zh-hans/admin';
// the administrator's merchants and stores
import { zhHansAdminMerchants } from './zh-hans/admin-merchants';
// the administrator's short links and QR codes
import { zhHansAdminLinks } from './zh-hans/admin-links';
// the administrator's regions, holiday dates and articles
import { zhHansAdminContent } from './zh-hans/admin-content';
// the administrator's platform overview
import { zhHansAdminOverview } from './zh-hans/admin-overview';
// the mall in merchant mode
import { zhHansMallStaff } from './zh-hans/mall-staff';
// the administrator's staff and roles, feast creators and feast audit
import { zhHansAdminPeople } from './zh-hans/admin-people';

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
  ...zhHansAdmin,
  ...zhHansAdminMerchants,
  ...zhHansAdminLinks,
  ...zhHansAdminContent,
  ...zhHansAdminOverview,
  ...zhHansMallStaff,
  ...zhHansAdminPeople,
};
