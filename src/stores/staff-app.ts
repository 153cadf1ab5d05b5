// The staff app's stores (bookings board, store setup, diner CRM), kept out of the
// app's entry so a diner never downloads them: only modules that read
// rootStore.staff or rootStore.staffSetup import this file, so on H5 it lands in
// the staff pages' chunks and loads when merchant mode opens. Importing it
// registers the factory the root store builds them with on first use.
import Taro from '@tarojs/taro';
import { requestHeaders } from '../services/request-headers';
import type { RpcError } from '../services/rpc-error';
import { StaffStore } from './staff';
import { registerStaffApp } from './staff-app-registry';
import { StaffSetupStore } from './staff-setup';

const currentPath = () => Taro.getCurrentInstance()?.router?.path ?? '';

registerStaffApp((root) => ({
  // an unexpected failure goes to the error catalogue
  staffSetup: new StaffSetupStore(
    root.api,
    root.setupChoice,
    (error) => root.handleRpcError(error as RpcError, { path: '', silent: false }),
    { apiBase: () => root.apiBase, headers: () => requestHeaders(root.platform, currentPath) },
  ),
  staff: new StaffStore({
    api: root.api,
    operator: root.operator,
    storage: root.platform.storage,
    language: () => root.settings.language,
  }),
}));
