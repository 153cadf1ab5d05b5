// The staff app's stores (bookings board, store setup, diner CRM), kept out of the
// app's entry so a diner never downloads them: only modules that read
// rootStore.staff or rootStore.staffSetup import this file, so on H5 it lands in
// the staff pages' chunks and loads when merchant mode opens. Importing it
// registers the factory the root store builds them with on first use. Their API
// clients (services/staff-api.ts) come with them, for the same reason.
// the staff pages' texts in the default language come with them
import '../i18n/staff-texts';
import { requestHeaders } from '../services/request-headers';
import { createStaffApi } from '../services/staff-api';
import type { RpcError } from '../services/rpc-error';
import { StaffStore } from './staff';
import { registerOnDemandStore } from './on-demand-registry';
import { StaffSetupStore } from './staff-setup';
// the client config list and editor
import { AdminConsoleStore } from './admin';
import { adminMerchantStores } from './admin-merchants';
import { currentPagePath } from '../routing/page-stack';

registerOnDemandStore('staffApp', (root) => {
  const api = createStaffApi(root.api, root.transport);
  return {
    // an unexpected failure goes to the error catalogue
    staffSetup: new StaffSetupStore(
      api,
      root.setupChoice,
      (error) => root.handleRpcError(error as RpcError, { path: '', silent: false }),
      { apiBase: () => root.apiBase, headers: () => requestHeaders(root.platform, currentPagePath) },
    ),
    staff: new StaffStore({
      api,
      operator: root.operator,
      storage: root.platform.storage,
      language: () => root.settings.language,
    }),
    adminConsole: new AdminConsoleStore(api, adminMerchantStores(root)),
  };
});
