// What the two mini-program hosts (WeChat and Alipay) do alike. Each
// index.<host>.ts re-exports these and spreads `miniShared` into its `platform`.
import { miniOpenMap } from './map-open';
import { miniSaveImage } from './mini-save-image';
import type { ShareContent, StatusBarStyle } from './platform.types';
import {
  miniApplyTheme,
  miniCopyText,
  miniDeviceLanguage,
  miniLocation,
  miniNavBarMetrics,
  miniPhoneCall,
  miniScan,
  miniShare,
} from './mini-device';

export const deviceLanguage = miniDeviceLanguage;
export const getLocation = miniLocation;
export const copyText = miniCopyText;
export const openMap = miniOpenMap;
export const makePhoneCall = miniPhoneCall;
export const share = (_content: ShareContent) => miniShare();
export const scanCode = miniScan;
export const navBarMetrics = miniNavBarMetrics;
export const applyTheme = (statusBar: StatusBarStyle, _variables: Record<string, string>) => miniApplyTheme(statusBar);
/** Mini-programs have no address bar to clean. */
export const removeQueryParamAndReload = (_name: string): boolean => false;
/** Mini-programs have no browser to send elsewhere; the login flow stays in the app. */
export const leaveTo = (_url: string): boolean => false;
export const appUrl = (_path: string): string => '';

export const miniShared = {
  deviceLanguage,
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
  // feasts: the share poster
  saveImage: miniSaveImage,
};
