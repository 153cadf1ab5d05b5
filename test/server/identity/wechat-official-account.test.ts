import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { FakeWechat } from '../../helpers/fakes/wechat.fake';
import { identityConfig, refusal } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const OA = 'wx-official';
const WEBSITE = 'wx-website';
const MINI = 'wx-mini';
const clock = testClock();
let wechat: FakeWechat;
let server: TestServer;
beforeAll(async () => {
  wechat = await new FakeWechat({ [OA]: 'oa-secret', [WEBSITE]: 'web-secret', [MINI]: 'mini-secret' }).start();
  server = await startTestServer(
    {
      identity: identityConfig({
        allowedRedirectOrigins: ['https://brand.example'],
        providerApps: [
          {
            kind: 'WECHAT_OFFICIAL_ACCOUNT',
            appId: OA,
            secret: 'oa-secret',
            baseUrl: wechat.url,
            authorizeBaseUrl: 'https://open.weixin.qq.com',
          },
          { kind: 'WECHAT_WEBSITE_APP', appId: WEBSITE, secret: 'web-secret', baseUrl: wechat.url },
          { kind: 'WECHAT_MINI_PROGRAM', appId: MINI, secret: 'mini-secret', baseUrl: wechat.url },
        ],
      }),
    },
    undefined,
    false,
    { now: clock.now },
  );
});
afterAll(async () => {
  await server.close();
  await wechat.close();
});

// Inside WeChat's browser the app is a website app platform; it keeps its session in the cookie.
const IN_WECHAT = { clientPlatform: 'WECHAT_WEBSITE_APP', deviceId: 'wechat-browser' };
const api = (deviceId = IN_WECHAT.deviceId) => server.client(LoginService, { ...IN_WECHAT, deviceId });

async function beforeLogin(providerType = IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT, scope = '', deviceId?: string) {
  const response = await api(deviceId).beforeLogin({
    providerType,
    providerRequest: { redirectUri: 'https://brand.example/app/pages/home/index?from=wx', scope },
  });
  return response.providerResponse!;
}

const login = (
  code: string,
  state: string,
  providerType = IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT,
  deviceId?: string,
) => api(deviceId).login({ providerType, providerRequest: { code, state } });

describe('chat-app official account login (WeChat web authorisation)', () => {
  it('starts with a state and the authorize page, snsapi_userinfo by default', async () => {
    const { state, authorizeUrl } = await beforeLogin();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const url = new URL(authorizeUrl);
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: OA,
      redirect_uri: 'https://brand.example/app/pages/home/index?from=wx',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state,
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(new URL((await beforeLogin(undefined, 'snsapi_base')).authorizeUrl).searchParams.get('scope')).toBe(
      'snsapi_base',
    );
  });

  it('refuses to send WeChat back to an address that is not ours', async () => {
    const refused = await refusal(
      api().beforeLogin({
        providerType: IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT,
        providerRequest: { redirectUri: 'https://evil.example/catch' },
      }),
    );
    expect(refused).toMatchObject({ code: 'invalid_argument', message: 'redirect address not allowed' });
  });

  it('exchanges code and state for a user with the WeChat nickname and avatar', async () => {
    const { state } = await beforeLogin();
    const code = wechat.oauthCode({
      openId: 'oa-mei',
      unionId: 'u-mei',
      nickname: 'Mei Lin',
      headImgUrl: 'https://wx.qlogo.cn/mei',
    });
    const response = await login(code, state);
    expect(response.user).toMatchObject({ nickname: 'Mei Lin', avatarUrl: 'https://wx.qlogo.cn/mei', phone: '' });
    expect(response.providerResponse).toMatchObject({ openId: 'oa-mei', unionId: 'u-mei', scope: 'snsapi_userinfo' });
    expect(response.thirdPartyUser?.nickname).toBe('Mei Lin');
    expect(wechat.requests.some((r) => r.path === '/sns/userinfo' && r.query.get('openid') === 'oa-mei')).toBe(true);
  });

  it('reads no profile with the silent snsapi_base scope', async () => {
    const { state } = await beforeLogin(undefined, 'snsapi_base');
    const before = wechat.requests.filter((r) => r.path === '/sns/userinfo').length;
    const response = await login(wechat.oauthCode({ openId: 'oa-silent', nickname: 'Hidden' }, 'snsapi_base'), state);
    expect(response.user?.nickname).toBe('');
    expect(wechat.requests.filter((r) => r.path === '/sns/userinfo').length).toBe(before);
  });

  it("refuses a reused code as 'code already used', and a state used twice, late or from another device", async () => {
    const first = await beforeLogin();
    const code = wechat.oauthCode({ openId: 'oa-twice' });
    await login(code, first.state);
    const second = await beforeLogin();
    expect(await refusal(login(code, second.state))).toMatchObject({
      code: 'invalid_argument',
      message: 'code already used',
    });
    expect((await refusal(login(wechat.oauthCode({ openId: 'oa-twice' }), first.state))).message).toBe(
      'login expired, please try again',
    );
    expect((await refusal(login(wechat.oauthCode({ openId: 'oa-twice' }), 'forged-state'))).message).toBe(
      'login expired, please try again',
    );

    const late = await beforeLogin();
    clock.advance(10 * 60_000);
    expect((await refusal(login(wechat.oauthCode({ openId: 'oa-late' }), late.state))).message).toBe(
      'login expired, please try again',
    );

    const elsewhere = await beforeLogin(undefined, '', 'victim-browser');
    expect(
      (
        await refusal(
          login(wechat.oauthCode({ openId: 'oa-attacker' }), elsewhere.state, undefined, 'attacker-browser'),
        )
      ).message,
    ).toBe('login expired, please try again');
  });

  it('is one user across the mini program and the official account when WeChat gives a union id', async () => {
    const mini = await server.client(LoginService, { clientPlatform: 'WECHAT_MINI_PROGRAM', deviceId: 'phone' }).login({
      providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
      providerId: MINI,
      providerRequest: { jsCode: wechat.miniProgramCode({ openId: 'mini-open-id', unionId: 'u-shared' }) },
    });
    const { state } = await beforeLogin();
    const oa = await login(wechat.oauthCode({ openId: 'oa-open-id', unionId: 'u-shared', nickname: 'Shared' }), state);
    expect(oa.user?.model?.id).toBe(mini.user?.model?.id);
  });
});

describe('chat-app website app login (WeChat QR code)', () => {
  it('sends the desktop browser to the QR page and logs in with snsapi_login', async () => {
    const { state, authorizeUrl } = await beforeLogin(IdentityProviderType.WECHAT_WEBSITE_APP);
    const url = new URL(authorizeUrl);
    expect(url.pathname).toBe('/connect/qrconnect');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('appid')).toBe(WEBSITE);
    const code = wechat.oauthCode({ openId: 'web-open-id', nickname: 'Desk User' }, 'snsapi_login');
    const response = await login(code, state, IdentityProviderType.WECHAT_WEBSITE_APP);
    expect(response.user?.nickname).toBe('Desk User');
    expect(response.thirdPartyUser?.providerType).toBe(IdentityProviderType.WECHAT_WEBSITE_APP);
  });

  it("does not accept an official account's state for the website app", async () => {
    const { state } = await beforeLogin(IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT);
    const refused = await refusal(
      login(wechat.oauthCode({ openId: 'mix' }, 'snsapi_login'), state, IdentityProviderType.WECHAT_WEBSITE_APP),
    );
    expect(refused.message).toBe('login expired, please try again');
  });

  it('has no redirect step for providers that need none', async () => {
    const refused = await refusal(
      api().beforeLogin({
        providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
        providerRequest: { redirectUri: 'https://brand.example/' },
      }),
    );
    expect(refused).toMatchObject({ code: 'failed_precondition', message: 'this login method is not available' });
  });
});
