// Browser host (H5, the web app under /app, and chat-app / payment-app browsers).
// Taro picks this file for `@/platform` in h5 builds; jest maps `@/platform` here.
import type { HttpRequest, HttpResponse, Platform, PlatformName } from './platform.types';
import { loadOrCreateDeviceId } from './device-id';
import { createFallbackStorage } from './fallback-storage';
import { webPlatformName } from './web-platform-name';

export type * from './platform.types';

export const storage = createFallbackStorage({
  read: (key) => window.localStorage.getItem(key),
  write: (key, value) => window.localStorage.setItem(key, value),
  erase: (key) => window.localStorage.removeItem(key),
});

export async function request(options: HttpRequest): Promise<HttpResponse> {
  const controller = typeof AbortController === 'undefined' ? undefined : new AbortController();
  const timer = controller && options.timeoutMs ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  try {
    const res = await fetch(options.url, {
      method: options.method,
      headers: options.headers,
      body: options.body,
      // The session cookie rides along even when the API lives on another origin.
      credentials: 'include',
      signal: controller?.signal,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    return { status: res.status, headers, body: await res.text() };
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

export function platformName(): PlatformName {
  return webPlatformName(window.navigator.userAgent, window.innerWidth);
}

export const platformId = (): string => 'web';

export const deviceId = (): string => loadOrCreateDeviceId(storage);

export const platform: Platform = { storage, request, platformName, platformId, deviceId };
