// Alipay mini-program: Taro picks this file for '@/platform/app-update' in alipay builds.
export type { HostUpdateManager } from './app-update.types';
export { hostUpdateManager } from './app-update.mini';
