import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from './fake-http-server';

export interface WechatAccount {
  openId: string;
  unionId?: string;
  nickname?: string;
  headImgUrl?: string;
}

const token = () => randomBytes(12).toString('hex');

/**
 * WeChat's server APIs as documented: /sns/jscode2session, /sns/oauth2/access_token,
 * /sns/userinfo, /cgi-bin/stable_token and /wxa/business/getuserphonenumber. Codes
 * are issued by the test (as wx.login or the authorize page would) and work
 * once; a second exchange answers errcode 40163 like WeChat does.
 */
export class FakeWechat {
  private server!: FakeHttpServer;
  private readonly miniCodes = new Map<string, WechatAccount & { used: boolean }>();
  private readonly oauthCodes = new Map<string, WechatAccount & { scope: string; used: boolean }>();
  private readonly oauthTokens = new Map<string, WechatAccount>();
  private readonly phoneCodes = new Map<string, { countryCode: string; purePhoneNumber: string }>();
  /** Tokens WeChat accepts, and the stable token it currently hands out per app. */
  private readonly appTokens = new Set<string>();
  private readonly stableTokens = new Map<string, string>();
  /** Answer every call with this error instead (e.g. -1, system busy). */
  failWith: { errcode: number; errmsg: string } | null = null;

  constructor(private readonly apps: Record<string, string>) {}

  get url(): string {
    return this.server.url;
  }

  get requests(): FakeRequest[] {
    return this.server.requests;
  }

  async start(): Promise<this> {
    const guard = (request: FakeRequest, handle: () => unknown) => {
      if (this.failWith) return { json: this.failWith };
      const appId = request.query.get('appid') ?? '';
      if (request.query.has('secret') && this.apps[appId] !== request.query.get('secret')) {
        return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
      }
      return { json: handle() };
    };
    this.server = await startFakeHttpServer({
      'GET /sns/jscode2session': (request) =>
        guard(request, () => {
          if (request.query.get('grant_type') !== 'authorization_code')
            return { errcode: 40002, errmsg: 'invalid grant_type' };
          const entry = this.miniCodes.get(request.query.get('js_code') ?? '');
          if (!entry) return { errcode: 40029, errmsg: 'invalid code' };
          if (entry.used) return { errcode: 40163, errmsg: 'code been used' };
          entry.used = true;
          return { openid: entry.openId, session_key: token(), ...(entry.unionId ? { unionid: entry.unionId } : {}) };
        }),
      'GET /sns/oauth2/access_token': (request) =>
        guard(request, () => {
          const entry = this.oauthCodes.get(request.query.get('code') ?? '');
          if (!entry) return { errcode: 40029, errmsg: 'invalid code' };
          if (entry.used) return { errcode: 40163, errmsg: 'code been used' };
          entry.used = true;
          const accessToken = token();
          this.oauthTokens.set(accessToken, entry);
          return {
            access_token: accessToken,
            expires_in: 7200,
            refresh_token: token(),
            openid: entry.openId,
            scope: entry.scope,
            ...(entry.unionId && entry.scope !== 'snsapi_base' ? { unionid: entry.unionId } : {}),
          };
        }),
      'GET /sns/userinfo': (request) =>
        guard(request, () => {
          const account = this.oauthTokens.get(request.query.get('access_token') ?? '');
          if (!account || account.openId !== request.query.get('openid')) {
            return { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' };
          }
          return {
            openid: account.openId,
            nickname: account.nickname ?? '',
            sex: 0,
            province: '',
            city: '',
            country: '',
            headimgurl: account.headImgUrl ?? '',
            privilege: [],
            ...(account.unionId ? { unionid: account.unionId } : {}),
          };
        }),
      // The stable token: the same token while it is valid, a new one (and the
      // old one dead) only when force_refresh asks for it.
      'POST /cgi-bin/stable_token': (request) => {
        if (this.failWith) return { json: this.failWith };
        const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
        const appId = String(body.appid ?? '');
        if (body.grant_type !== 'client_credential') return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
        if (this.apps[appId] !== body.secret) return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
        let current = this.stableTokens.get(appId);
        if (body.force_refresh === true && current) {
          this.appTokens.delete(current);
          current = undefined;
        }
        if (!current) {
          current = token();
          this.stableTokens.set(appId, current);
          this.appTokens.add(current);
        }
        return { json: { access_token: current, expires_in: 7200 } };
      },
      'POST /wxa/business/getuserphonenumber': (request) =>
        guard(request, () => {
          if (!this.appTokens.has(request.query.get('access_token') ?? '')) {
            return { errcode: 40001, errmsg: 'invalid credential' };
          }
          const code = (JSON.parse(request.body || '{}') as { code?: string }).code ?? '';
          const phone = this.phoneCodes.get(code);
          if (!phone) return { errcode: 40029, errmsg: 'invalid code' };
          this.phoneCodes.delete(code);
          return {
            errcode: 0,
            errmsg: 'ok',
            phone_info: {
              phoneNumber: `+${phone.countryCode}${phone.purePhoneNumber}`,
              purePhoneNumber: phone.purePhoneNumber,
              countryCode: phone.countryCode,
              watermark: { timestamp: 1, appid: 'x' },
            },
          };
        }),
    });
    return this;
  }

  /** A wx.login code for this account. */
  miniProgramCode(account: WechatAccount): string {
    const code = `mini-${token()}`;
    this.miniCodes.set(code, { ...account, used: false });
    return code;
  }

  /** The code the authorize page would hand back after the user agreed. */
  oauthCode(account: WechatAccount, scope = 'snsapi_userinfo'): string {
    const code = `oauth-${token()}`;
    this.oauthCodes.set(code, { ...account, scope, used: false });
    return code;
  }

  /** A getPhoneNumber button's code for this phone. */
  phoneCode(countryCode: string, purePhoneNumber: string): string {
    const code = `phone-${token()}`;
    this.phoneCodes.set(code, { countryCode, purePhoneNumber });
    return code;
  }

  /** The app tokens WeChat issued have expired: calls with them fail, and the next stable_token call issues new ones. */
  expireAppTokens(): void {
    this.appTokens.clear();
    this.stableTokens.clear();
  }

  /** WeChat refuses a token it still hands out as current (as after a reset of the app secret's tokens). */
  revokeWithoutRotating(): void {
    this.appTokens.clear();
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
