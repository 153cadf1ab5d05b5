import type { ProviderAppConfig } from '../identity-config';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { CodeExchange, ExternalAccount, RedirectLoginProvider } from './login-provider';
import { ProviderError } from './provider-error';
import { throwWechatError, WECHAT_API_BASE, WECHAT_OPEN_BASE } from './wechat-errors';

type OauthKind = 'WECHAT_OFFICIAL_ACCOUNT' | 'WECHAT_WEBSITE_APP';

// snsapi_base is silent and gives the openid only; the others let us read the profile.
const PROFILE_SCOPES = ['snsapi_userinfo', 'snsapi_login'];

/**
 * WeChat web authorisation: the official account (inside WeChat's browser,
 * /connect/oauth2/authorize) and the website app (QR code on a desktop
 * browser, /connect/qrconnect). The code comes back with our state and is
 * exchanged at GET /sns/oauth2/access_token, then the profile is read at
 * GET /sns/userinfo when the scope allows it.
 */
export class WechatOauthLogin implements RedirectLoginProvider {
  readonly appId: string;
  private readonly baseUrl: string;
  private readonly authorizeBase: string;
  private readonly secret: string;

  constructor(
    readonly kind: OauthKind,
    config: ProviderAppConfig,
  ) {
    this.appId = config.appId;
    this.baseUrl = (config.baseUrl ?? WECHAT_API_BASE).replace(/\/$/, '');
    this.authorizeBase = (config.authorizeBaseUrl ?? WECHAT_OPEN_BASE).replace(/\/$/, '');
    this.secret = config.secret ?? '';
  }

  authorizeUrl(input: { state: string; redirectUri: string; scope: string }): string {
    const website = this.kind === 'WECHAT_WEBSITE_APP';
    const scope = website ? 'snsapi_login' : input.scope === 'snsapi_base' ? 'snsapi_base' : 'snsapi_userinfo';
    // WeChat wants exactly these parameters in this order, and the fragment.
    const query = new URLSearchParams({
      appid: this.appId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope,
      state: input.state,
    });
    return `${this.authorizeBase}/connect/${website ? 'qrconnect' : 'oauth2/authorize'}?${query}#wechat_redirect`;
  }

  async exchange(input: CodeExchange): Promise<ExternalAccount> {
    const query = new URLSearchParams({
      appid: this.appId,
      secret: this.secret,
      code: input.code,
      grant_type: 'authorization_code',
    });
    const token = parseProviderJson(
      await providerRequest(`${this.baseUrl}/sns/oauth2/access_token?${query}`, { method: 'GET' }),
    );
    throwWechatError(token, 'sns/oauth2/access_token');
    const openId = text(token.openid);
    const accessToken = text(token.access_token);
    if (!openId || !accessToken) throw new ProviderError('unavailable', 'sns/oauth2/access_token: no openid');
    const scope = text(token.scope);
    const account: ExternalAccount = { openId, unionId: text(token.unionid), nickname: '', avatarUrl: '', scope };
    if (!scope.split(',').some((s) => PROFILE_SCOPES.includes(s.trim()))) return account;

    const profile = parseProviderJson(
      await providerRequest(
        `${this.baseUrl}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid: openId, lang: 'zh_CN' })}`,
        { method: 'GET' },
      ),
    );
    throwWechatError(profile, 'sns/userinfo');
    return {
      ...account,
      unionId: text(profile.unionid) || account.unionId,
      nickname: text(profile.nickname),
      avatarUrl: text(profile.headimgurl),
    };
  }
}
