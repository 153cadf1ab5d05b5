export { RootStore, type RootStoreDeps } from './root.store';
export { ClientConfigStore, type LoadStatus } from './client-config.store';
export {
  OperatorStore,
  OPERATOR_TYPES,
  OPERATOR_TYPE_KEY,
  type OperatorMode,
  type OperatorType,
} from './operator.store';
export { rootStore, RootStoreContext, useRootStore } from './root-store.context';
