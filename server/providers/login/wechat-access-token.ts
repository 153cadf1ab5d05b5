import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import { ProviderError } from './provider-error';
import { isWechatTokenExpired, throwWechatError } from './wechat-errors';

// Refresh a few minutes early so a token never expires between use and check.
const EARLY_REFRESH_MS = 5 * 60_000;

/**
 * The app-level access_token of a WeChat app (GET /cgi-bin/token), cached in
 * memory until shortly before it expires. Concurrent callers share one fetch.
 */
export class WechatAccessToken {
  private cached: { token: string; expiresAt: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly appId: string,
    private readonly secret: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.cached.expiresAt > this.nowMs()) return this.cached.token;
    this.pending ??= this.fetch().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Runs a call with the token, fetching a new one once if WeChat says it expired. */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.get());
    } catch (error) {
      if (!isWechatTokenExpired(error)) throw error;
      this.cached = null;
      return call(await this.get());
    }
  }

  private async fetch(): Promise<string> {
    const query = new URLSearchParams({ grant_type: 'client_credential', appid: this.appId, secret: this.secret });
    const body = parseProviderJson(await providerRequest(`${this.baseUrl}/cgi-bin/token?${query}`, { method: 'GET' }));
    throwWechatError(body, 'cgi-bin/token');
    const token = text(body.access_token);
    if (!token) throw new ProviderError('unavailable', 'cgi-bin/token: no access_token');
    const seconds = Number(body.expires_in) || 7200;
    this.cached = { token, expiresAt: this.nowMs() + seconds * 1000 - EARLY_REFRESH_MS };
    return token;
  }
}
