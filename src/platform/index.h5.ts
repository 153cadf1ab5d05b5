// Browser host (H5, the web app under /app, and chat-app / payment-app browsers).
// Taro picks this file for `@/platform` in h5 builds; jest maps `@/platform` here.
import { h5OpenMap } from './map-open';
import { BackCloses } from './back-closes.h5';
import { h5SaveImage } from './h5-save-image';
import type {
  HttpRequest,
  HttpResponse,
  LoginCodeRequest,
  LoginCodeResult,
  PaymentRequest,
  PaymentResult,
  Platform,
  PlatformName,
  ScanResult,
} from './platform.types';
import { LANGUAGE_COOKIE, LANGUAGE_SETTING_KEY } from '../common/interface-language';
import { loadOrCreateDeviceId } from './device-id';
import { createFallbackStorage } from './fallback-storage';
import {
  h5ApplyTheme,
  h5CopyText,
  h5Location,
  h5NavBarMetrics,
  h5PhoneCall,
  h5RemoveQueryParamAndReload,
  h5Share,
} from './h5-device';
import { webPlatformName } from './web-platform-name';
import { FIRST_PAGE_PRELOAD_HOOK } from '../common/first-page-preload';

// The entry has arrived and is running: the first page's chunks may come now (index.html
// held their preloads back so they would not share the network with the entry's files).
(window as unknown as Record<string, (() => void) | undefined>)[FIRST_PAGE_PRELOAD_HOOK]?.();

/** The router's basename (config/index.ts): app paths live under it. */
const APP_BASE = '/app';

export type * from './platform.types';

// The server writes the first screen in the language the app will speak, and it cannot
// read localStorage: the chosen language is mirrored in a cookie it can read.
function mirrorLanguage(value: string | null): void {
  const age = value ? 'max-age=31536000' : 'max-age=0';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(value ?? '')}; path=/; ${age}; samesite=lax`;
}

export const storage = createFallbackStorage({
  read: (key) => window.localStorage.getItem(key),
  write: (key, value) => {
    window.localStorage.setItem(key, value);
    if (key === LANGUAGE_SETTING_KEY) mirrorLanguage(value);
  },
  erase: (key) => {
    window.localStorage.removeItem(key);
    if (key === LANGUAGE_SETTING_KEY) mirrorLanguage(null);
  },
});

// A choice made before the cookie existed reaches the server from the next load on.
try {
  const chosen = window.localStorage.getItem(LANGUAGE_SETTING_KEY);
  if (chosen && !document.cookie.includes(`${LANGUAGE_COOKIE}=`)) mirrorLanguage(chosen);
} catch {
  // No storage (private mode): nothing was chosen to mirror.
}

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

export const deviceLanguage = (): string => window.navigator.language || '';

// Only a login in the chat-app browser asks for a code: its module loads then.
export async function loginCode(request?: LoginCodeRequest): Promise<LoginCodeResult> {
  const { h5LoginCode } = await import('./h5-login');
  return h5LoginCode(request);
}

/** H5 and web pay on the server's cashier page, which returns to the app afterwards. */
export async function requestPayment(request: PaymentRequest): Promise<PaymentResult> {
  window.location.href = request.cashierUrl;
  return 'redirecting';
}

export const getLocation = h5Location;
export const copyText = h5CopyText;
// diner app
export const openMap = h5OpenMap;
export const makePhoneCall = h5PhoneCall;
export const share = (content: Parameters<typeof h5Share>[0]) => h5Share(content, APP_BASE);

/** Browsers have no code scanner (spec section 6: scanning is not supported on the web version). */
export async function scanCode(): Promise<ScanResult> {
  return { ok: false, reason: 'notSupported' };
}

export const navBarMetrics = h5NavBarMetrics;
export const applyTheme = h5ApplyTheme;
export const removeQueryParamAndReload = h5RemoveQueryParamAndReload;

export function leaveTo(url: string): boolean {
  window.location.assign(url);
  return true;
}

/** The app lives under the router's basename on this browser's origin. */
export const appUrl = (path: string): string => `${window.location.origin}${APP_BASE}${path}`;

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
  // feasts: the share poster
  saveImage: h5SaveImage,
  BackCloses,
};
