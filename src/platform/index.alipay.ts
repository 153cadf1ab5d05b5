// Alipay mini-program host. Taro picks this file for `@/platform` in alipay builds.
import Taro from '@tarojs/taro';
import type { LoginCodeResult, PaymentRequest, PaymentResult, Platform } from './platform.types';
import { CookieJar } from './cookie-jar';
import { openHostedCashier } from './hosted-cashier';
import { createMiniRequest, type MiniHttpResult } from './mini-request';
import { miniPlatform } from './mini-platform';
import { storage } from './mini-shared';

export type * from './platform.types';
export * from './mini-shared';

/** Alipay's raw request result, as its fail callback passes it (Taro renames only on success). */
interface AlipayFailure {
  status?: number;
  headers?: Record<string, unknown>;
  data?: unknown;
  error?: number;
  errorMessage?: string;
}

export const request = createMiniRequest(async (options): Promise<MiniHttpResult> => {
  try {
    const res = await Taro.request<string>({
      url: options.url,
      method: options.method,
      header: options.header,
      data: options.data,
      timeout: options.timeout,
      dataType: 'text',
    });
    return { statusCode: res.statusCode, header: res.header as Record<string, unknown>, data: res.data };
  } catch (failure) {
    // Alipay reports a non-2xx status as a failure (error 19) carrying the response;
    // a Connect error lives in exactly such a response, so hand it back as one.
    const f = (failure ?? {}) as AlipayFailure;
    if (typeof f.status === 'number') {
      return { statusCode: f.status, header: f.headers, data: f.data };
    }
    throw new Error(`request failed: ${f.errorMessage ?? f.error ?? String(failure)}`);
  }
}, new CookieJar(storage));

export const platformName = (): 'ALIPAY_MINI_PROGRAM' => 'ALIPAY_MINI_PROGRAM';

/** The payment app's own API, for what Taro does not wrap. */
interface AlipayHost {
  getAuthCode(options: {
    scopes: string;
    success(res: { authCode: string }): void;
    fail(error: { errorMessage?: string }): void;
  }): void;
  tradePay(options: { tradeNO: string; success(res: { resultCode: string }): void; fail(error: unknown): void }): void;
}

function host(): AlipayHost {
  return (globalThis as unknown as { my: AlipayHost }).my;
}

/** The payment-app auth code with scope auth_user (the user's profile), exchanged by the server. */
export function loginCode(): Promise<LoginCodeResult> {
  return new Promise((resolve, reject) => {
    host().getAuthCode({
      scopes: 'auth_user',
      success: (res) => resolve({ kind: 'code', code: res.authCode, scope: 'auth_user' }),
      fail: (error) => reject(new Error(`getAuthCode failed: ${error?.errorMessage ?? ''}`)),
    });
  });
}

// tradePay result codes: 9000 paid, 6001 cancelled by the user, 8000/6004 pending (the
// server's payment notification decides), anything else failed.
export function requestPayment(request: PaymentRequest): Promise<PaymentResult> {
  if (!request.alipayTradeNo && request.cashierUrl) return openHostedCashier(request.cashierUrl);
  return new Promise((resolve) => {
    if (!request.alipayTradeNo) return resolve('failed');
    host().tradePay({
      tradeNO: request.alipayTradeNo,
      success: (res) => {
        if (res.resultCode === '9000') resolve('paid');
        else if (res.resultCode === '8000' || res.resultCode === '6004') resolve('pending');
        else if (res.resultCode === '6001') resolve('cancelled');
        else resolve('failed');
      },
      fail: () => resolve('failed'),
    });
  });
}

export const platform: Platform = miniPlatform({ request, platformName, loginCode, requestPayment });
