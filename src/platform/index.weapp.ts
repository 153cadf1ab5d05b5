// WeChat mini-program host. Taro picks this file for `@/platform` in weapp builds.
import { miniOpenMap } from './map-open';
import Taro from '@tarojs/taro';
import type {
  LoginCodeResult,
  PaymentRequest,
  PaymentResult,
  Platform,
  ShareContent,
  StatusBarStyle,
} from './platform.types';
import { CookieJar } from './cookie-jar';
import { loadOrCreateDeviceId } from './device-id';
import { installHeadersPolyfill } from './headers-polyfill';
import { installTextEncodingFallback } from './text-encoding-fallback';
import { createMiniRequest, type MiniHttpResult } from './mini-request';
import { createMiniStorage, miniAppId } from './mini-storage';
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

export type * from './platform.types';

installHeadersPolyfill();
installTextEncodingFallback();

export const storage = createMiniStorage();

export const request = createMiniRequest(async (options): Promise<MiniHttpResult> => {
  const res = await Taro.request<string>({
    url: options.url,
    method: options.method,
    header: options.header,
    data: options.data,
    timeout: options.timeout,
    // Anything but 'json' keeps the body a raw string: Connect parses it itself.
    dataType: 'text',
    responseType: 'text',
  });
  return {
    statusCode: res.statusCode,
    header: res.header as Record<string, unknown>,
    data: res.data,
    cookies: (res as { cookies?: unknown }).cookies,
  };
}, new CookieJar(storage));

export const platformName = (): 'WECHAT_MINI_PROGRAM' => 'WECHAT_MINI_PROGRAM';

export const platformId = miniAppId;

export const deviceId = (): string => loadOrCreateDeviceId(storage);

/** The chat-app mini-program login code (wx.login), exchanged by the server. */
export async function loginCode(): Promise<LoginCodeResult> {
  const res = await Taro.login();
  return { kind: 'code', code: res.code };
}

export async function requestPayment(request: PaymentRequest): Promise<PaymentResult> {
  if (!request.wechat) return 'failed';
  try {
    await Taro.requestPayment({ ...request.wechat, signType: request.wechat.signType as 'RSA' });
    return 'paid';
  } catch (error) {
    return /cancel/i.test(String((error as { errMsg?: string })?.errMsg)) ? 'cancelled' : 'failed';
  }
}

export const deviceLanguage = miniDeviceLanguage;
export const getLocation = miniLocation;
export const copyText = miniCopyText;
// diner app
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

export const platform: Platform = {
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
};
