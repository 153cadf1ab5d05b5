import type { ProviderAppConfig } from '../identity-config';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { CodeExchange, ExternalAccount, LoginProvider } from './login-provider';
import { ProviderError } from './provider-error';

const DOUYIN_API_BASE = 'https://developer.toutiao.com';

/**
 * Short-video app (Douyin) mini program: tt.login's code (and anonymous code)
 * through POST /api/apps/v2/jscode2session, which answers
 * {err_no, err_tips, data: {openid, unionid, session_key, anonymous_openid}}.
 */
export class DouyinMiniProgramLogin implements LoginProvider {
  readonly kind = 'DOUYIN_MINI_PROGRAM' as const;
  readonly appId: string;
  private readonly baseUrl: string;
  private readonly secret: string;

  constructor(config: ProviderAppConfig) {
    this.appId = config.appId;
    this.baseUrl = (config.baseUrl ?? DOUYIN_API_BASE).replace(/\/$/, '');
    this.secret = config.secret ?? '';
  }

  async exchange(input: CodeExchange): Promise<ExternalAccount> {
    const body = parseProviderJson(
      await providerRequest(`${this.baseUrl}/api/apps/v2/jscode2session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          appid: this.appId,
          secret: this.secret,
          code: input.code,
          ...(input.anonymousCode ? { anonymous_code: input.anonymousCode } : {}),
        }),
      }),
    );
    const errNo = Number(body.err_no ?? 0);
    if (errNo !== 0) {
      const detail = `jscode2session: err_no ${errNo} ${text(body.err_tips)}`;
      if (errNo === 40018 || errNo === 40019) throw new ProviderError('invalid_code', detail);
      if (errNo === -1) throw new ProviderError('unavailable', detail);
      throw new ProviderError('rejected', detail);
    }
    const data = (body.data ?? {}) as Record<string, unknown>;
    // Only a host-logged-in user has an openid; an anonymous one is not an account.
    const openId = text(data.openid);
    if (!openId) throw new ProviderError('invalid_code', 'jscode2session: no openid (user not logged in to Douyin)');
    return { openId, unionId: text(data.unionid), nickname: '', avatarUrl: '', scope: '' };
  }
}
