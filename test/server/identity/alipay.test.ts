import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { alipayPrivateKey, alipaySignContent, rawJsonMember } from '../../../server/providers/alipay-signature';
import { alipayTime } from '../../../server/providers/provider-time';
import { alipayTestKeys, FakeAlipay } from '../../helpers/fakes/alipay.fake';
import { identityConfig, refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const APP = '2021000000000001';
const keys = alipayTestKeys();
let alipay: FakeAlipay;
let server: TestServer;
beforeAll(async () => {
  alipay = await new FakeAlipay(APP, keys.appPublicKey, keys.alipayPrivateKey).start();
  server = await startTestServer({
    identity: identityConfig({
      providerApps: [
        {
          kind: 'ALIPAY',
          appId: APP,
          privateKey: keys.appPrivateKey,
          alipayPublicKey: keys.alipayPublicKey,
          baseUrl: alipay.url,
        },
      ],
    }),
  });
});
afterAll(async () => {
  await server.close();
  await alipay.close();
});

const login = (code: string, scope = 'auth_base') =>
  server
    .client(LoginService, { clientPlatform: 'ALIPAY_MINI_PROGRAM', deviceId: 'alipay-phone' })
    .login({ providerType: IdentityProviderType.ALIPAY, providerRequest: { code, scope } });

describe('payment-app login (Alipay alipay.system.oauth.token)', () => {
  it('exchanges an auth code in a signed gateway call whose signed answer it checks', async () => {
    const response = await login(alipay.authCode({ userId: '2088000000000011' }));
    expect(response.thirdPartyUser).toMatchObject({
      openId: '2088000000000011',
      providerType: IdentityProviderType.ALIPAY,
      providerId: APP,
    });
    const call = Object.fromEntries(new URLSearchParams(alipay.requests[0].body));
    expect(call).toMatchObject({
      app_id: APP,
      method: 'alipay.system.oauth.token',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      grant_type: 'authorization_code',
    });
    expect(call.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('reads the nickname and avatar with scope auth_user (alipay.user.info.share)', async () => {
    const response = await login(
      alipay.authCode({ userId: '2088000000000022', nickName: 'Ali Wong', avatar: 'https://tfs.alipayobjects.com/a' }),
      'auth_user',
    );
    expect(response.user).toMatchObject({ nickname: 'Ali Wong', avatarUrl: 'https://tfs.alipayobjects.com/a' });
    const methods = alipay.requests.map((r) => new URLSearchParams(r.body).get('method'));
    expect(methods.slice(-2)).toEqual(['alipay.system.oauth.token', 'alipay.user.info.share']);
  });

  it("answers 'payment-app login failed' for an invalid code", async () => {
    expect(await refusal(login('not-a-code'))).toMatchObject({
      code: 'invalid_argument',
      message: 'payment-app login failed',
    });
  });

  it('does not trust an answer that Alipay did not sign', async () => {
    alipay.signWith = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    try {
      expect(await refusal(login(alipay.authCode({ userId: '2088000000000033' })))).toMatchObject({
        code: 'failed_precondition',
        message: 'payment-app login failed',
      });
    } finally {
      alipay.signWith = null;
    }
  });

  it("refuses a reused code as 'code already used'", async () => {
    const code = alipay.authCode({ userId: '2088000000000044' });
    await login(code);
    expect((await refusal(login(code))).message).toBe('code already used');
  });
});

describe('Alipay signing rules', () => {
  it('signs every parameter but sign, without empty ones, sorted by name', () => {
    expect(alipaySignContent({ method: 'm', app_id: '1', sign: 'x', biz_content: '', charset: 'utf-8' })).toBe(
      'app_id=1&charset=utf-8&method=m',
    );
    // Notifications leave their sign_type out too.
    expect(alipaySignContent({ sign_type: 'RSA2', sign: 'x', trade_no: '7' }, ['sign', 'sign_type'])).toBe(
      'trade_no=7',
    );
  });

  it('takes the exact text of the response node, braces inside strings included', () => {
    const body = '{"a_response":{"msg":"}{\\"x","n":{"k":1}},"sign":"s"}';
    expect(rawJsonMember(body, 'a_response')).toBe('{"msg":"}{\\"x","n":{"k":1}}');
    expect(rawJsonMember(body, 'missing')).toBeUndefined();
  });

  it('stamps China time', () => {
    expect(alipayTime(new Date('2026-05-01T20:30:05Z'))).toBe('2026-05-02 04:30:05');
  });

  it('reads the app key as PEM, bare PKCS#8 and bare PKCS#1', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const pkcs8 = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const pkcs1 = privateKey.export({ format: 'der', type: 'pkcs1' }).toString('base64');
    for (const form of [pem, pkcs8, pkcs1]) expect(alipayPrivateKey(form).asymmetricKeyType).toBe('rsa');
  });
});
