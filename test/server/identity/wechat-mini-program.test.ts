import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { SessionService } from '@gen/identity/v1/session_service_pb';
import { FakeWechat } from '../../helpers/fakes/wechat.fake';
import { identityConfig, MINI_PROGRAM, refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const APP = 'wx-mini-app';
let wechat: FakeWechat;
let server: TestServer;
beforeAll(async () => {
  wechat = await new FakeWechat({ [APP]: 'mini-secret', 'wx-other': 'other-secret' }).start();
  server = await startTestServer({
    identity: identityConfig({
      providerApps: [
        { kind: 'WECHAT_MINI_PROGRAM', appId: APP, secret: 'mini-secret', baseUrl: wechat.url },
        { kind: 'WECHAT_MINI_PROGRAM', appId: 'wx-misconfigured', secret: 'wrong', baseUrl: wechat.url },
      ],
    }),
  });
});
afterAll(async () => {
  await server.close();
  await wechat.close();
});

const login = (jsCode: string, providerId = APP, deviceId = 'phone-1') =>
  server
    .client(LoginService, { ...MINI_PROGRAM, deviceId })
    .login({ providerType: IdentityProviderType.WECHAT_MINI_PROGRAM, providerId, providerRequest: { jsCode } });

describe('chat-app mini program login (WeChat jscode2session)', () => {
  it('exchanges wx.login code for a session of a new user without a phone', async () => {
    const response = await login(wechat.miniProgramCode({ openId: 'o-alice', unionId: 'u-alice' }));
    expect(response.user).toMatchObject({ phone: '', phoneVerified: false });
    expect(response.thirdPartyUser).toMatchObject({
      providerId: APP,
      openId: 'o-alice',
      unionId: 'u-alice',
      providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
    });
    expect(response.sessionKey).not.toBe('');

    const exchange = wechat.requests.find((r) => r.path === '/sns/jscode2session')!;
    expect(Object.fromEntries(exchange.query)).toMatchObject({
      appid: APP,
      secret: 'mini-secret',
      grant_type: 'authorization_code',
    });

    // The session knows its chat-app account; WeChat's session_key is kept nowhere.
    const info = await server.client(SessionService, { sessionKey: response.sessionKey }).currentSessionInfo({});
    expect(info.thirdPartyUser?.openId).toBe('o-alice');
    const rows = await server.database.db.selectFrom('user_identity').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/session_key/);
  });

  it('logs the same WeChat user into the same account every time', async () => {
    const first = await login(wechat.miniProgramCode({ openId: 'o-bob' }));
    const second = await login(wechat.miniProgramCode({ openId: 'o-bob' }), APP, 'phone-2');
    expect(second.user?.model?.id).toBe(first.user?.model?.id);
  });

  it("refuses a reused code as 'code already used' without asking WeChat again", async () => {
    const code = wechat.miniProgramCode({ openId: 'o-carol' });
    await login(code);
    const asked = wechat.requests.length;
    expect(await refusal(login(code, APP, 'phone-9'))).toMatchObject({
      code: 'invalid_argument',
      message: 'code already used',
    });
    expect(wechat.requests.length).toBe(asked);
  });

  it("passes on WeChat's own 'code been used' (40163) as 'code already used'", async () => {
    const code = wechat.miniProgramCode({ openId: 'o-dave' });
    // Another server of ours (or an attacker) exchanged it first.
    await fetch(
      `${wechat.url}/sns/jscode2session?appid=${APP}&secret=mini-secret&js_code=${code}&grant_type=authorization_code`,
    );
    expect((await refusal(login(code))).message).toBe('code already used');
  });

  it("answers 'chat-app login failed' for a bad code, a refusing WeChat and a busy one", async () => {
    expect(await refusal(login('made-up-code'))).toMatchObject({
      code: 'invalid_argument',
      message: 'chat-app login failed',
    });
    expect(await refusal(login(wechat.miniProgramCode({ openId: 'o-x' }), 'wx-misconfigured'))).toMatchObject({
      code: 'failed_precondition',
      message: 'chat-app login failed',
    });
    wechat.failWith = { errcode: -1, errmsg: 'system error' };
    try {
      expect((await refusal(login(wechat.miniProgramCode({ openId: 'o-y' })))).message).toBe('chat-app login failed');
    } finally {
      wechat.failWith = null;
    }
  });

  it('refuses an app id that is not configured, and a login without a code', async () => {
    expect(await refusal(login('any', 'wx-unknown'))).toMatchObject({
      code: 'failed_precondition',
      message: 'this login method is not available',
    });
    expect((await refusal(login(''))).message).toBe('chat-app login failed');
  });

  it("binds the phone of the getPhoneNumber button, fetching the app's access token once", async () => {
    const { sessionKey } = await login(wechat.miniProgramCode({ openId: 'o-erin' }));
    const account = server.client(AccountService, { sessionKey });
    const bound = await account.bindPhone({
      providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
      providerId: APP,
      phoneCode: wechat.phoneCode('86', '13912340001'),
    });
    expect(bound.user).toMatchObject({ phone: '13912340001', phoneRegionCode: '86', phoneVerified: true });
    expect(wechat.requests.filter((r) => r.path === '/cgi-bin/stable_token')).toHaveLength(1);
  });

  it('fetches a new access token when WeChat says the cached one expired', async () => {
    const { sessionKey } = await login(wechat.miniProgramCode({ openId: 'o-frank' }));
    wechat.expireAppTokens();
    const tokensBefore = wechat.requests.filter((r) => r.path === '/cgi-bin/stable_token').length;
    const bound = await server.client(AccountService, { sessionKey }).bindPhone({
      providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
      providerId: APP,
      phoneCode: wechat.phoneCode('852', '91230002'),
    });
    expect(bound.user).toMatchObject({ phone: '91230002', phoneRegionCode: '852' });
    expect(wechat.requests.filter((r) => r.path === '/cgi-bin/stable_token').length).toBe(tokensBefore + 1);
  });
});
