// Alipay mini-program host. Taro picks this file for `@/platform` in alipay builds.
import Taro from '@tarojs/taro';
import type { Platform } from './platform.types';
import { CookieJar } from './cookie-jar';
import { loadOrCreateDeviceId } from './device-id';
import { installHeadersPolyfill } from './headers-polyfill';
import { installTextEncodingFallback } from './text-encoding-fallback';
import { createMiniRequest, type MiniHttpResult } from './mini-request';
import { createMiniStorage, miniAppId } from './mini-storage';

export type * from './platform.types';

installHeadersPolyfill();
installTextEncodingFallback();

export const storage = createMiniStorage();

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

export const platformId = miniAppId;

export const deviceId = (): string => loadOrCreateDeviceId(storage);

export const platform: Platform = { storage, request, platformName, platformId, deviceId };
