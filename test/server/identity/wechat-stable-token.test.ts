import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../server/db/client';
import { ProviderAccessTokenRepository } from '../../../server/providers/login/access-token.repository';
import { WechatMiniProgramLogin } from '../../../server/providers/login/wechat-mini-program.login';
import { FakeWechat } from '../../helpers/fakes/wechat.fake';
import { createTestDatabase } from '../../helpers/test-database';

const APP = 'wx-shared-app';
let wechat: FakeWechat;
let database: DbHandle;
let clock = Date.UTC(2026, 4, 1, 8, 0, 0);
beforeAll(async () => {
  wechat = await new FakeWechat({ [APP]: 'app-secret' }).start();
  database = await createTestDatabase();
});
afterAll(async () => {
  await wechat.close();
  await database.close();
});
beforeEach(async () => {
  wechat.expireAppTokens();
  await database.db.deleteFrom('provider_access_token').execute();
});

/** One server instance's adapter: its own memory, the shared database. */
const instance = () =>
  new WechatMiniProgramLogin(
    { kind: 'WECHAT_MINI_PROGRAM', appId: APP, secret: 'app-secret', baseUrl: wechat.url },
    new ProviderAccessTokenRepository(database.db),
    () => clock,
  );
const tokenCalls = () => wechat.requests.filter((r) => r.path === '/cgi-bin/stable_token');
const phoneTokens = () =>
  wechat.requests.filter((r) => r.path === '/wxa/business/getuserphonenumber').map((r) => r.query.get('access_token'));
const bindPhone = (login: WechatMiniProgramLogin, phone: string) => login.phoneFromCode(wechat.phoneCode('86', phone));

describe('WeChat access token shared by several instances', () => {
  it('is fetched once through the stable-token call and reused by the other instance', async () => {
    const before = tokenCalls().length;
    const [a, b] = [instance(), instance()];
    expect(await bindPhone(a, '13900000001')).toEqual({ regionCode: '86', phone: '13900000001' });
    expect(await bindPhone(b, '13900000002')).toEqual({ regionCode: '86', phone: '13900000002' });
    expect(await bindPhone(a, '13900000003')).toMatchObject({ phone: '13900000003' });

    const calls = tokenCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('POST');
    expect(JSON.parse(calls[0].body)).toEqual({
      grant_type: 'client_credential',
      appid: APP,
      secret: 'app-secret',
      force_refresh: false,
    });
    const used = phoneTokens().slice(-3);
    expect(new Set(used).size).toBe(1);
    const shared = await new ProviderAccessTokenRepository(database.db).read('wechat', APP);
    expect(shared).toEqual({ token: used[0], expiresAt: new Date(clock + 7200_000) });
  });

  it('asks again in the last five minutes of the token’s life, when WeChat hands out the next one', async () => {
    const a = instance();
    await bindPhone(a, '13900000011');
    const before = tokenCalls().length;
    clock += 7200_000 - 6 * 60_000;
    await bindPhone(a, '13900000012');
    expect(tokenCalls().length).toBe(before);
    clock += 2 * 60_000;
    await bindPhone(a, '13900000013');
    expect(tokenCalls().length).toBe(before + 1);
  });

  it('after WeChat rejects a token, takes the one another instance already fetched instead of fetching again', async () => {
    const [a, b] = [instance(), instance()];
    await bindPhone(a, '13900000021');
    await bindPhone(b, '13900000022');
    const before = tokenCalls().length;
    wechat.expireAppTokens();

    // a hears the token is dead and fetches the next one; b then finds it in the database.
    expect(await bindPhone(a, '13900000023')).toMatchObject({ phone: '13900000023' });
    expect(tokenCalls().length).toBe(before + 1);
    expect(await bindPhone(b, '13900000024')).toMatchObject({ phone: '13900000024' });
    expect(tokenCalls().length).toBe(before + 1);
    const [, , lastOfA, firstOfB, retryOfB] = phoneTokens().slice(-5);
    expect(retryOfB).toBe(lastOfA);
    expect(firstOfB).not.toBe(lastOfA);
  });

  it('forces a refresh only when WeChat rejects the very token it still calls current', async () => {
    const a = instance();
    await bindPhone(a, '13900000031');
    wechat.revokeWithoutRotating();
    expect(await bindPhone(a, '13900000032')).toMatchObject({ phone: '13900000032' });
    const forced = tokenCalls().map((call) => JSON.parse(call.body).force_refresh);
    expect(forced.slice(-2)).toEqual([false, true]);
  });
});
