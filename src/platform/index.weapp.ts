// WeChat mini-program host. Taro picks this file for `@/platform` in weapp builds.
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

export const platform: Platform = { storage, request, platformName, platformId, deviceId };
