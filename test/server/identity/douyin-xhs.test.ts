import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { FakeDouyin } from '../../helpers/fakes/douyin.fake';
import { FakeXhs } from '../../helpers/fakes/xhs.fake';
import { identityConfig, refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let douyin: FakeDouyin;
let xhs: FakeXhs;
let server: TestServer;
beforeAll(async () => {
  douyin = await new FakeDouyin({ 'tt-app': 'tt-secret' }).start();
  xhs = await new FakeXhs({ 'xhs-app': 'xhs-secret' }).start();
  server = await startTestServer({
    identity: identityConfig({
      providerApps: [
        { kind: 'DOUYIN_MINI_PROGRAM', appId: 'tt-app', secret: 'tt-secret', baseUrl: douyin.url },
        { kind: 'XHS_MINI_APP', appId: 'xhs-app', secret: 'xhs-secret', baseUrl: xhs.url },
      ],
    }),
  });
});
afterAll(async () => {
  await server.close();
  await douyin.close();
  await xhs.close();
});

const login = (providerType: IdentityProviderType, jsCode: string, anonymousCode = '') =>
  server
    .client(LoginService, { clientPlatform: 'DOUYIN_MINI_PROGRAM', deviceId: 'd' })
    .login({ providerType, providerRequest: { jsCode, anonymousCode } });

describe('short-video app login (Douyin jscode2session)', () => {
  it('posts the code as JSON and logs in the Douyin user', async () => {
    const response = await login(
      IdentityProviderType.DOUYIN_MINI_PROGRAM,
      douyin.loginCode({ openId: 'tt-open', unionId: 'tt-union' }),
      'anon-1',
    );
    expect(response.thirdPartyUser).toMatchObject({ openId: 'tt-open', unionId: 'tt-union' });
    expect(JSON.parse(douyin.requests[0].body)).toMatchObject({
      appid: 'tt-app',
      secret: 'tt-secret',
      anonymous_code: 'anon-1',
    });
    const again = await login(IdentityProviderType.DOUYIN_MINI_PROGRAM, douyin.loginCode({ openId: 'tt-open' }));
    expect(again.user?.model?.id).toBe(response.user?.model?.id);
  });

  it("answers 'short-video app login failed' for a bad code (err_no 40018)", async () => {
    expect(await refusal(login(IdentityProviderType.DOUYIN_MINI_PROGRAM, 'bad'))).toMatchObject({
      code: 'invalid_argument',
      message: 'short-video app login failed',
    });
  });
});

describe('lifestyle app login (XHS rmp/token then rmp/session)', () => {
  it('gets the app token once and reuses it for the next logins', async () => {
    const first = await login(IdentityProviderType.XHS_MINI_APP, xhs.loginCode('xhs-open-1'));
    expect(first.thirdPartyUser).toMatchObject({
      openId: 'xhs-open-1',
      providerType: IdentityProviderType.XHS_MINI_APP,
    });
    await login(IdentityProviderType.XHS_MINI_APP, xhs.loginCode('xhs-open-2'));
    expect(xhs.tokenRequests).toBe(1);
    const session = xhs.requests.find((r) => r.path === '/api/rmp/session')!;
    expect(session.query.get('app_id')).toBe('xhs-app');
  });

  it('fetches a new token once when XHS no longer accepts the kept one', async () => {
    xhs.rotateToken();
    const response = await login(IdentityProviderType.XHS_MINI_APP, xhs.loginCode('xhs-open-3'));
    expect(response.thirdPartyUser?.openId).toBe('xhs-open-3');
    expect(xhs.tokenRequests).toBe(2);
  });

  it("answers 'lifestyle app login failed' for a bad code", async () => {
    expect(await refusal(login(IdentityProviderType.XHS_MINI_APP, 'bad'))).toMatchObject({
      code: 'invalid_argument',
      message: 'lifestyle app login failed',
    });
  });
});
