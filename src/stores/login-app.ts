// The login flow (provider logins, phone and SMS code, the agreement, where the person
// goes afterwards) and the phone regions of login-phone, kept out of the app's entry:
// a first page (home, a store page) never logs anyone in, so only the modules that read
// rootStore.login or rootStore.regions import this file, and the root store fetches it
// (openLogin) when a login starts elsewhere: a failed call, profile completion at launch.
// Importing it registers the factories the root store builds the stores with on first use.
import Taro from '@tarojs/taro';
import { currentStack } from '../routing/page-stack';
import { RpcError } from '../services/rpc-error';
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
      currentPath: () => Taro.getCurrentInstance()?.router?.path ?? '',
      stack: currentStack,
      showError: (error) => {
        if (error instanceof RpcError) root.handleRpcError(error, { path: error.url, silent: false });
      },
    }),
);

registerOnDemandStore('regions', (root) => new RegionStore(root.api));
