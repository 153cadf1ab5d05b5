export { StoreSetupEntry } from './store-setup-entry';
