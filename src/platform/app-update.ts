// The host's update manager, per host: Taro picks app-update.weapp.ts or .alipay.ts for
// those builds; TypeScript, jest and H5 read this file. A web page is updated by its
// next load, so H5 has none.
export type { HostUpdateManager } from './app-update.types';
export const hostUpdateManager = (): null => null;
