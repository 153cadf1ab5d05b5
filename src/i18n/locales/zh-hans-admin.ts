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
// the administrator's staff and roles, feast creators and feast audit
import { zhHansAdminPeople } from './zh-hans/admin-people';
import { zhHansSetupFormFields } from './zh-hans/setup-form-fields';

/**
 * The administrator's texts in the default language. The staff app's texts
 * (zh-hans-staff.ts) hold them too, for the client config pages and merchant mode's
 * entries; the administrator's pages in `pages/sub` bring them through
 * i18n/admin-texts.ts instead, so they need not load the staff app.
 */
export const zhHansAdminAreas = {
  ...zhHansAdmin,
  ...zhHansAdminMerchants,
  ...zhHansAdminLinks,
  ...zhHansAdminContent,
  ...zhHansAdminOverview,
  ...zhHansAdminPeople,
};

/** What the administrator's pages show: their areas and the setup form fields they share with store setup. */
export const zhHansAdminPages = { ...zhHansAdminAreas, staffSetup: zhHansSetupFormFields };
