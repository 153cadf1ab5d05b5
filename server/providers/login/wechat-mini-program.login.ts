import type { ProviderAppConfig } from '../identity-config';
import type { AccessTokenStore } from './access-token.repository';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { CodeExchange, ExternalAccount, LoginProvider, PhoneCodeProvider } from './login-provider';
import { ProviderError } from './provider-error';
import { WechatAccessToken } from './wechat-access-token';
import { throwWechatError, WECHAT_API_BASE } from './wechat-errors';

/**
 * Chat-app mini program (WeChat): wx.login's code through
 * GET /sns/jscode2session, and the getPhoneNumber button's code through
 * POST /wxa/business/getuserphonenumber. The session_key WeChat returns is
 * never stored, logged or sent to the client.
 */
export class WechatMiniProgramLogin implements LoginProvider, PhoneCodeProvider {
  readonly kind = 'WECHAT_MINI_PROGRAM' as const;
  readonly appId: string;
  private readonly baseUrl: string;
  private readonly secret: string;
  private readonly token: WechatAccessToken;

  /** `tokens`: where the app's access token is shared with the other server instances. */
  constructor(config: ProviderAppConfig, tokens: AccessTokenStore, nowMs?: () => number) {
    this.appId = config.appId;
    this.baseUrl = (config.baseUrl ?? WECHAT_API_BASE).replace(/\/$/, '');
    this.secret = config.secret ?? '';
    this.token = new WechatAccessToken(this.baseUrl, this.appId, this.secret, tokens, nowMs);
  }

  async exchange(input: CodeExchange): Promise<ExternalAccount> {
    const query = new URLSearchParams({
      appid: this.appId,
      secret: this.secret,
      js_code: input.code,
      grant_type: 'authorization_code',
    });
    const body = parseProviderJson(
      await providerRequest(`${this.baseUrl}/sns/jscode2session?${query}`, { method: 'GET' }),
    );
    throwWechatError(body, 'jscode2session');
    const openId = text(body.openid);
    if (!openId) throw new ProviderError('unavailable', 'jscode2session: no openid');
    return { openId, unionId: text(body.unionid), nickname: '', avatarUrl: '', scope: '' };
  }

  async phoneFromCode(code: string): Promise<{ regionCode: string; phone: string }> {
    const body = await this.token.withToken(async (token) => {
      const answer = parseProviderJson(
        await providerRequest(
          `${this.baseUrl}/wxa/business/getuserphonenumber?${new URLSearchParams({ access_token: token })}`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) },
        ),
      );
      throwWechatError(answer, 'getuserphonenumber');
      return answer;
    });
    const info = (body.phone_info ?? {}) as Record<string, unknown>;
    const phone = text(info.purePhoneNumber);
    const regionCode = text(info.countryCode);
    if (!phone || !regionCode) throw new ProviderError('unavailable', 'getuserphonenumber: no phone_info');
    return { regionCode, phone };
  }
}
