import type { ProviderAppConfig } from '../identity-config';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { CodeExchange, ExternalAccount, LoginProvider } from './login-provider';
import { ProviderError } from './provider-error';

const XHS_API_BASE = 'https://miniapp.xiaohongshu.com';
const EARLY_REFRESH_MS = 5 * 60_000;

/**
 * Lifestyle app (Xiaohongshu) mini app: first the app's access token from
 * POST /api/rmp/token {appid, secret} (kept until shortly before it expires),
 * then xhs.login's code through GET /api/rmp/session?app_id&access_token&code.
 * Both answer {success, code, msg, data}. XHS gives no union id.
 */
export class XhsMiniAppLogin implements LoginProvider {
  readonly kind = 'XHS_MINI_APP' as const;
  readonly appId: string;
  private readonly baseUrl: string;
  private readonly secret: string;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    config: ProviderAppConfig,
    private readonly nowMs: () => number = Date.now,
  ) {
    this.appId = config.appId;
    this.baseUrl = (config.baseUrl ?? XHS_API_BASE).replace(/\/$/, '');
    this.secret = config.secret ?? '';
  }

  async exchange(input: CodeExchange): Promise<ExternalAccount> {
    try {
      return await this.session(input.code, await this.accessToken());
    } catch (error) {
      // A token XHS no longer accepts (replaced elsewhere): fetch a new one once.
      if (!(error instanceof TokenRefused)) throw error;
      this.token = null;
      return this.session(input.code, await this.accessToken());
    }
  }

  private async session(code: string, accessToken: string): Promise<ExternalAccount> {
    const query = new URLSearchParams({ app_id: this.appId, access_token: accessToken, code });
    const body = parseProviderJson(
      await providerRequest(`${this.baseUrl}/api/rmp/session?${query}`, { method: 'GET' }),
    );
    const failure = failureOf(body, 'rmp/session');
    if (failure) {
      if (/token|令牌/i.test(text(body.msg))) throw new TokenRefused(failure);
      // With a good token, what is left to be wrong is the code.
      throw new ProviderError('invalid_code', failure);
    }
    const data = (body.data ?? {}) as Record<string, unknown>;
    // The API answers openid; the login guide calls it open_id.
    const openId = text(data.openid) || text(data.open_id);
    if (!openId) throw new ProviderError('unavailable', 'rmp/session: no openid');
    return { openId, unionId: '', nickname: '', avatarUrl: '', scope: '' };
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.nowMs()) return this.token.value;
    const body = parseProviderJson(
      await providerRequest(`${this.baseUrl}/api/rmp/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ appid: this.appId, secret: this.secret }),
      }),
    );
    const failure = failureOf(body, 'rmp/token');
    if (failure) throw new ProviderError('rejected', failure);
    const data = (body.data ?? {}) as Record<string, unknown>;
    const value = text(data.access_token);
    if (!value) throw new ProviderError('unavailable', 'rmp/token: no access_token');
    const seconds = Number(data.expire_in ?? data.expires_in) || 7200;
    this.token = { value, expiresAt: this.nowMs() + seconds * 1000 - EARLY_REFRESH_MS };
    return value;
  }
}

class TokenRefused extends ProviderError {
  constructor(detail: string) {
    super('rejected', detail);
  }
}

/** The failure detail of an XHS answer, or undefined when it succeeded. */
function failureOf(body: Record<string, unknown>, what: string): string | undefined {
  const code = Number(body.code ?? 0);
  if (body.success !== false && code === 0) return undefined;
  return `${what}: code ${code} ${text(body.msg)}`;
}
