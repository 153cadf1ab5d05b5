export { SetupState, type SetupStateProps } from './setup-state';
export { useSetupLoad } from './use-setup-load';
