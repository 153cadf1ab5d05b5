// The platform layer: everything that differs per host. Callers import '@/platform'
// and never a suffixed file. At build time Taro replaces this module with
// index.h5.ts, index.weapp.ts or index.alipay.ts for the target; TypeScript and jest
// read this file, which re-exports the browser implementation. Each implementation
// types its `platform` export as `Platform`, so all three keep the same shape.
export type * from './platform.types';
export {
  storage,
  request,
  platformName,
  platformId,
  deviceId,
  deviceLanguage,
  loginCode,
  requestPayment,
  getLocation,
  copyText,
  makePhoneCall,
  openMap,
  share,
  scanCode,
  navBarMetrics,
  applyTheme,
  removeQueryParamAndReload,
  leaveTo,
  appUrl,
  platform,
} from './index.h5';
