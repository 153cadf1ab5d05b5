export { RootStore, type RootStoreDeps } from './root.store';
export { createAppStore, type AppStoreOptions } from './create-app-store';
export { ClientConfigStore, type LoadStatus } from './client-config.store';
export {
  OperatorStore,
  OPERATOR_TYPES,
  OPERATOR_TYPE_KEY,
  type OperatorInfo,
  type OperatorMode,
  type OperatorType,
} from './operator.store';
export { SessionStore } from './session.store';
export { SettingsStore } from './settings.store';
export { PopupStore, type PopupPage } from './popup.store';
export { rootStore, RootStoreContext, useRootStore } from './root-store.context';
