import type { ComponentType } from 'react';
import type { MapMarker } from '../utils/diner/geo';

// The contract every host implementation (index.h5.ts, index.weapp.ts, index.alipay.ts)
// fulfils. Kept apart from index.ts so implementations never import './index', which
// the build would resolve back to their own suffixed file.

/** Client platform values of spec section 1 (sent to the server as-is). */
export type PlatformName =
  'WECHAT_MINI_PROGRAM' | 'ALIPAY_MINI_PROGRAM' | 'WECHAT_WEBSITE_APP' | 'ALIPAY_WEBSITE_APP' | 'WEB' | 'H5';

/**
 * Synchronous string key-value storage. Never throws: a full or disabled store
 * degrades to memory for the rest of the session. An empty string reads back as null
 * on every host (mini-programs cannot tell '' from a missing key).
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type HttpMethod = 'GET' | 'POST';

export interface HttpRequest {
  url: string;
  method: HttpMethod;
  headers: Record<string, string>;
  /** Sent as-is; the body is never parsed or re-encoded on either side. */
  body?: string;
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/** What a host's login gives the identity flow (spec section 7, Login.providerRequest). */
export type LoginCodeResult =
  | { kind: 'code'; code: string; state?: string; scope?: string }
  /** H5: the page is leaving for the provider's authorisation page and comes back with ?code=&state=. */
  | { kind: 'redirecting' };

export interface LoginCodeRequest {
  /** H5 in the chat-app browser: the official account's app id to authorise with. */
  appId?: string;
  /** H5 OAuth scope; the spec's default is snsapi_userinfo. */
  scope?: string;
  state?: string;
}

export interface PaymentRequest {
  /** WeChat mini-program: the parameters of wx.requestPayment as the server signed them. */
  wechat?: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string };
  /** Alipay mini-program: the trade number of my.tradePay. */
  alipayTradeNo?: string;
  /** H5 and web: the server's cashier page for this payment. */
  cashierUrl: string;
}

/** 'pending': the channel has not confirmed yet (the server's notification decides); 'redirecting': the browser is on its way to the cashier page. */
export type PaymentResult = 'paid' | 'pending' | 'cancelled' | 'failed' | 'redirecting';

export type LocationResult = { denied: false; latitude: number; longitude: number } | { denied: true };

export interface ShareContent {
  title: string;
  /** An app path with its query, e.g. /pages/sub-user/store-detail/index?storeId=1. */
  path: string;
  imageUrl?: string;
}

/** 'menu': the host's share menu is enabled and the person shares from it. */
export type ShareResult = 'shared' | 'copied' | 'menu' | 'failed';

export type ScanResult = { ok: true; text: string } | { ok: false; reason: 'notSupported' | 'cancelled' | 'failed' };

/** Sizes of the custom navigation bar area, in px. */
export interface NavBarMetrics {
  statusBarHeight: number;
  navBarHeight: number;
  /** Room the host's own capsule button takes at the right (mini-programs). */
  capsuleWidth: number;
}

export interface StatusBarStyle {
  text: 'white' | 'black';
  background: string;
}

/** A sheet's catcher of back: while `visible`, back calls `onBack` (closing the sheet) instead of leaving the page. */
export interface BackClosesProps {
  visible: boolean;
  onBack(): void;
}

export interface Platform {
  /** Drawn beside a sheet (popup, dialog): back closes it instead of leaving the page. */
  BackCloses: ComponentType<BackClosesProps>;
  storage: KeyValueStorage;
  /** Resolves for every HTTP status; rejects only when no response arrived. */
  request(options: HttpRequest): Promise<HttpResponse>;
  platformName(): PlatformName;
  /** The mini-program's app id, or 'web' outside mini-programs. */
  platformId(): string;
  /** Random id made on first use and kept in storage. */
  deviceId(): string;
  /** The device's language tag as the host reports it (zh_CN, zh-Hant-HK, en-US). */
  deviceLanguage(): string;
  /** Chat-app mini-program login code, payment-app auth code (scope auth_user), or the H5 OAuth round trip. */
  loginCode(request?: LoginCodeRequest): Promise<LoginCodeResult>;
  /** The host's payment: mini-program payment APIs; H5 and web go to the server's cashier page. */
  requestPayment(request: PaymentRequest): Promise<PaymentResult>;
  /** The device position; `denied` when permission is refused or positioning fails. */
  getLocation(): Promise<LocationResult>;
  copyText(text: string): Promise<boolean>;
  makePhoneCall(phone: string): Promise<boolean>;
  /** diner app: a store on a map (the host's map page; browsers open the marker URI). */
  openMap(marker: MapMarker): Promise<boolean>;
  share(content: ShareContent): Promise<ShareResult>;
  /** Scans a code; the web has no scanner and answers notSupported. */
  scanCode(): Promise<ScanResult>;
  navBarMetrics(): NavBarMetrics;
  /** Status bar colours, and on H5 the browser's theme colour and CSS variables of the document. */
  applyTheme(statusBar: StatusBarStyle, variables: Record<string, string>): void;
  /** H5: drops a query parameter from the address, which reloads the page; false where there is no address. */
  removeQueryParamAndReload(name: string): boolean;
  /** H5: the browser leaves the app for another address (the passport page); false where there is no browser. */
  leaveTo(url: string): boolean;
  /** H5: the absolute address of an app path (/pages/...) as this browser reaches it; '' on mini-programs. */
  appUrl(path: string): string;
  /** feasts: saves a poster (SVG): browsers download it as a picture, mini-programs save it to the album. */
  saveImage(svg: string, fileName: string): Promise<'saved' | 'failed'>;
}
