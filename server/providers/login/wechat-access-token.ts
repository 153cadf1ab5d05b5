import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { AccessTokenStore, SharedAccessToken } from './access-token.repository';
import { ProviderError } from './provider-error';
import { isWechatTokenExpired, throwWechatError } from './wechat-errors';

// WeChat hands out a new stable token in the last five minutes of the old
// one's life (both work meanwhile), so that is when to ask again.
const EARLY_REFRESH_MS = 5 * 60_000;
const PROVIDER = 'wechat';

/**
 * The app-level access_token of a WeChat app, through POST /cgi-bin/stable_token
 * and shared by every server instance through the database.
 *
 * The older GET /cgi-bin/token hands out a new token on every call and kills the
 * previous one, so instances fetching their own would keep invalidating each
 * other's. The stable token answers the same token while it is valid, and the
 * shared row means one instance's fetch serves them all. In memory each
 * instance keeps the token until its refresh time; concurrent callers share one load.
 */
export class WechatAccessToken {
  private cached: SharedAccessToken | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly appId: string,
    private readonly secret: string,
    private readonly store: AccessTokenStore,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.fresh(this.cached)) return this.cached.token;
    return this.load(null);
  }

  /** Runs a call with the token; when WeChat says the token is no longer valid, once more with a current one. */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.get();
    try {
      return await call(token);
    } catch (error) {
      if (!isWechatTokenExpired(error)) throw error;
      this.cached = null;
      return call(await this.load(token));
    }
  }

  private fresh(token: SharedAccessToken): boolean {
    return token.expiresAt.getTime() - EARLY_REFRESH_MS > this.nowMs();
  }

  /** The shared token unless it is stale or the one WeChat just `rejected`; else a fetched one, shared. */
  private async load(rejected: string | null): Promise<string> {
    // Join a load in progress, unless it ends with the token that was just rejected.
    while (this.pending) {
      const token = await this.pending.catch(() => null);
      if (token && token !== rejected) return token;
    }
    this.pending = this.refresh(rejected).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async refresh(rejected: string | null): Promise<string> {
    const shared = await this.store.read(PROVIDER, this.appId);
    if (shared && this.fresh(shared) && shared.token !== rejected) return this.keep(shared);
    let fetched = await this.fetch(false);
    // WeChat rejected the very token it still calls current: only then force a new one.
    if (rejected && fetched.token === rejected) fetched = await this.fetch(true);
    await this.store.write(PROVIDER, this.appId, fetched);
    return this.keep(fetched);
  }

  private keep(token: SharedAccessToken): string {
    this.cached = token;
    return token.token;
  }

  private async fetch(forceRefresh: boolean): Promise<SharedAccessToken> {
    const body = parseProviderJson(
      await providerRequest(`${this.baseUrl}/cgi-bin/stable_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          grant_type: 'client_credential',
          appid: this.appId,
          secret: this.secret,
          force_refresh: forceRefresh,
        }),
      }),
    );
    throwWechatError(body, 'cgi-bin/stable_token');
    const token = text(body.access_token);
    if (!token) throw new ProviderError('unavailable', 'cgi-bin/stable_token: no access_token');
    const seconds = Number(body.expires_in) || 7200;
    return { token, expiresAt: new Date(this.nowMs() + seconds * 1000) };
  }
}
