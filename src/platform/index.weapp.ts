// WeChat mini-program host. Taro picks this file for `@/platform` in weapp builds.
import Taro from '@tarojs/taro';
import type { LoginCodeResult, PaymentRequest, PaymentResult, Platform } from './platform.types';
import { CookieJar } from './cookie-jar';
import { loadOrCreateDeviceId } from './device-id';
import { installHeadersPolyfill } from './headers-polyfill';
import { installTextEncodingFallback } from './text-encoding-fallback';
import { createMiniRequest, type MiniHttpResult } from './mini-request';
import { createMiniStorage, miniAppId } from './mini-storage';
import { miniShared } from './mini-shared';

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

export {
  deviceLanguage,
  getLocation,
  copyText,
  openMap,
  makePhoneCall,
  share,
  scanCode,
  navBarMetrics,
  applyTheme,
  removeQueryParamAndReload,
  leaveTo,
  appUrl,
} from './mini-shared';

export const platform: Platform = {
  storage,
  request,
  platformName,
  platformId,
  deviceId,
  loginCode,
  requestPayment,
  ...miniShared,
};
