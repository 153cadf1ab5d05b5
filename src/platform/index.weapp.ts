// WeChat mini-program host. Taro picks this file for `@/platform` in weapp builds.
import Taro from '@tarojs/taro';
import type { LoginCodeResult, PaymentRequest, PaymentResult, Platform } from './platform.types';
import { CookieJar } from './cookie-jar';
import { openHostedCashier } from './hosted-cashier';
import { createMiniRequest, type MiniHttpResult } from './mini-request';
import { miniPlatform } from './mini-platform';
import { storage } from './mini-shared';

export type * from './platform.types';
export * from './mini-shared';

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

/** The chat-app mini-program login code (wx.login), exchanged by the server. */
export async function loginCode(): Promise<LoginCodeResult> {
  const res = await Taro.login();
  return { kind: 'code', code: res.code };
}

export async function requestPayment(request: PaymentRequest): Promise<PaymentResult> {
  if (!request.wechat) return request.cashierUrl ? openHostedCashier(request.cashierUrl) : 'failed';
  try {
    await Taro.requestPayment({ ...request.wechat, signType: request.wechat.signType as 'RSA' });
    return 'paid';
  } catch (error) {
    return /cancel/i.test(String((error as { errMsg?: string })?.errMsg)) ? 'cancelled' : 'failed';
  }
}

export const platform: Platform = miniPlatform({ request, platformName, loginCode, requestPayment });
