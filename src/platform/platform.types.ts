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

export interface Platform {
  storage: KeyValueStorage;
  /** Resolves for every HTTP status; rejects only when no response arrived. */
  request(options: HttpRequest): Promise<HttpResponse>;
  platformName(): PlatformName;
  /** The mini-program's app id, or 'web' outside mini-programs. */
  platformId(): string;
  /** Random id made on first use and kept in storage. */
  deviceId(): string;
}
