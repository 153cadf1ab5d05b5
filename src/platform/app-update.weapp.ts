// WeChat mini-program: Taro picks this file for '@/platform/app-update' in weapp builds.
export type { HostUpdateManager } from './app-update.types';
export { hostUpdateManager } from './app-update.mini';
