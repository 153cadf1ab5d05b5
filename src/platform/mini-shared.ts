// What the two mini-program hosts (WeChat and Alipay) do alike. Each
// index.<host>.ts re-exports these (the names index.ts promises) and builds its
// `platform` with miniPlatform() (mini-platform.ts).
import { loadOrCreateDeviceId } from './device-id';
import { installHeadersPolyfill } from './headers-polyfill';
import { miniOpenMap } from './map-open';
import { createMiniStorage, miniAppId } from './mini-storage';
import { installTextEncodingFallback } from './text-encoding-fallback';
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

// The hosts may lack Headers and protobuf's text encoding; both are installed
// here, before any generated module loads (app.ts imports the platform first).
installHeadersPolyfill();
installTextEncodingFallback();

export const storage = createMiniStorage();

export const platformId = miniAppId;

export const deviceId = (): string => loadOrCreateDeviceId(storage);

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
