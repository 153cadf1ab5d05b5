// The login flow (provider logins, phone and SMS code, the agreement, where the person
// goes afterwards), the phone regions of login-phone, and the person's own account
// (diner records, profile, memberships) and device sessions, kept out of the app's entry:
// a first page (home, a store page) neither logs anyone in nor shows the account, so only
// the modules that read rootStore.login, .regions, .account or .deviceSessions import this
// file, and the root store fetches it (openLogin) when a login starts elsewhere: a failed
// call, profile completion at launch. Importing it registers the factories the root store
// builds the stores with on first use.
import { currentPagePath, currentStack } from '../routing/page-stack';
import { RpcError } from '../services/rpc-error';
import { AccountStore } from './account.store';
import { DeviceSessionsStore } from './device-sessions.store';
import { LoginFlowStore } from './login-flow.store';
import { registerOnDemandStore } from './on-demand-registry';
import { RegionStore } from './region.store';

registerOnDemandStore(
  'login',
  (root) =>
    new LoginFlowStore({
      platform: root.platform,
      api: root.api,
      session: root.session,
      staff: root.staffStanding,
      account: root.account,
      operator: root.operator,
      navigator: root.navigator,
      apiBase: () => root.apiBase,
      currentPath: currentPagePath,
      stack: currentStack,
      language: () => root.settings.language,
      showError: (error) => {
        if (error instanceof RpcError) root.handleRpcError(error, { path: error.url, silent: false });
      },
    }),
);

registerOnDemandStore('regions', (root) => new RegionStore(root.api));
registerOnDemandStore('account', (root) => new AccountStore(root.api, root.session));
registerOnDemandStore('deviceSessions', (root) => new DeviceSessionsStore(root.api, () => root.session.userId));
