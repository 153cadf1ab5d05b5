import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType, VerificationPurpose } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { FakeWechat } from '../../helpers/fakes/wechat.fake';
import { identityConfig, MINI_PROGRAM, outboxCode, refusal, smsLogin } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const clock = testClock();
let wechat: FakeWechat;
let server: TestServer;
beforeAll(async () => {
  wechat = await new FakeWechat({ 'wx-mini': 's' }).start();
  server = await startTestServer(
    {
      identity: identityConfig({
        providerApps: [{ kind: 'WECHAT_MINI_PROGRAM', appId: 'wx-mini', secret: 's', baseUrl: wechat.url }],
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

let phoneCounter = 0;
const newPhone = () => {
  clock.advance(24 * 3600_000);
  return `134${String(++phoneCounter).padStart(8, '0')}`;
};
const account = (sessionKey: string) => server.client(AccountService, { ...MINI_PROGRAM, sessionKey });

async function wechatLogin(openId: string) {
  return server.client(LoginService, MINI_PROGRAM).login({
    providerType: IdentityProviderType.WECHAT_MINI_PROGRAM,
    providerId: 'wx-mini',
    providerRequest: { jsCode: wechat.miniProgramCode({ openId }) },
  });
}

/** Sends a phone-binding code and binds with it. */
async function bindBySms(sessionKey: string, phone: string) {
  await server
    .client(LoginService, MINI_PROGRAM)
    .sendVerificationCode({ phoneRegionCode: '86', phone, purpose: VerificationPurpose.BIND_PHONE });
  return account(sessionKey).bindPhone({
    providerType: IdentityProviderType.SMS,
    phoneRegionCode: '86',
    phone,
    verificationCode: outboxCode(server, phone),
  });
}

describe('nickname rules (spec section 5)', () => {
  it('sets a nickname of 2 to 20 letters, digits and simple separators, in any script', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    for (const nickname of ['小明', 'Ana-María', 'José_99', 'Lee Ka.Ho']) {
      const updated = await account(sessionKey).updateUser({ nickname });
      expect(updated.user?.nickname).toBe(nickname);
    }
  });

  it('refuses illegal characters, a wrong length and forbidden words, changing nothing', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    await account(sessionKey).updateUser({ nickname: 'Keeper' });
    const cases: Array<[string, string]> = [
      ['<script>', 'nickname contains illegal characters'],
      ['hi 😀', 'nickname contains illegal characters'],
      ['a@b', 'nickname contains illegal characters'],
      ['x', 'nickname must be 2 to 20 characters'],
      ['abcdefghijklmnopqrstu', 'nickname must be 2 to 20 characters'],
      ['FeastBook Fan', 'nickname contains forbidden words'],
      ['ＡＤＭＩＮ', 'nickname contains forbidden words'],
      ['a.d.m.i.n', 'nickname contains forbidden words'],
      ['官方客服', 'nickname contains forbidden words'],
    ];
    for (const [nickname, message] of cases) {
      expect(await refusal(account(sessionKey).updateUser({ nickname })), nickname).toMatchObject({
        code: 'invalid_argument',
        message,
      });
    }
    expect((await account(sessionKey).myUser({})).user?.nickname).toBe('Keeper');
  });

  it('refuses a nickname someone else has (any case) and suggests a free one', async () => {
    const first = await smsLogin(server, newPhone());
    await account(first.sessionKey).updateUser({ nickname: 'Dumpling' });
    const second = await smsLogin(server, newPhone());
    expect(await refusal(account(second.sessionKey).updateUser({ nickname: 'dumpling' }))).toMatchObject({
      code: 'aborted',
      message: 'nickname already exists',
    });
    const check = await account(second.sessionKey).checkNickname({ nickname: 'DUMPLING' });
    expect(check.exists).toBe(true);
    expect(check.suggestion).toMatch(/^DUMPLING\d{3,4}$/);
    await expect(account(second.sessionKey).updateUser({ nickname: check.suggestion })).resolves.toBeTruthy();
    // One's own nickname is not "taken".
    expect((await account(first.sessionKey).checkNickname({ nickname: 'Dumpling' })).exists).toBe(false);
  });

  it('sets an http(s) avatar address only', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    await account(sessionKey).updateUser({ avatarUrl: 'https://cdn.example/a.png' });
    expect((await refusal(account(sessionKey).updateUser({ avatarUrl: 'javascript:alert(1)' }))).message).toBe(
      'avatar address error',
    );
    expect((await account(sessionKey).myUser({})).user?.avatarUrl).toBe('https://cdn.example/a.png');
  });
});

describe('BindPhone', () => {
  it('binds an SMS-proven phone to a chat-app login without one', async () => {
    const { sessionKey } = await wechatLogin('o-nophone');
    const phone = newPhone();
    const bound = await bindBySms(sessionKey, phone);
    expect(bound.user).toMatchObject({ phone, phoneVerified: true });
  });

  it('never changes a verified phone', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const refused = await refusal(bindBySms(sessionKey, newPhone()));
    expect(refused).toMatchObject({ code: 'failed_precondition', message: 'a verified phone cannot be changed' });
  });

  it('refuses a wrong code, and a login code for binding', async () => {
    const { sessionKey } = await wechatLogin('o-wrongcode');
    const phone = newPhone();
    await server.client(LoginService, MINI_PROGRAM).sendVerificationCode({ phoneRegionCode: '86', phone });
    const refused = await refusal(
      account(sessionKey).bindPhone({
        providerType: IdentityProviderType.SMS,
        phoneRegionCode: '86',
        phone,
        verificationCode: outboxCode(server, phone),
      }),
    );
    expect(refused.message).toBe('verification code expired, please request a new one');
    expect((await account(sessionKey).myUser({})).user?.phone).toBe('');
  });

  it('moves a chat-app login onto the account that already owns the phone', async () => {
    const phone = newPhone();
    const owner = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'owner-phone' } });
    clock.advance(61_000);
    const chat = await wechatLogin('o-same-person');
    const bound = await bindBySms(chat.sessionKey, phone);
    expect(bound.user?.model?.id).toBe(owner.user.model?.id);
    // The chat-app session continues as the owner, and the next chat-app login lands there too.
    expect((await account(chat.sessionKey).myUser({})).user?.model?.id).toBe(owner.user.model?.id);
    const sessions = await server.client(UserSessionService, { sessionKey: owner.sessionKey }).listSessions({});
    expect(sessions.list.map((s) => s.loginProvider).sort()).toEqual([
      IdentityProviderType.SMS,
      IdentityProviderType.WECHAT_MINI_PROGRAM,
    ]);
    const again = await wechatLogin('o-same-person');
    expect(again.user?.model?.id).toBe(owner.user.model?.id);
  });

  it('does not merge an account that has a phone of its own', async () => {
    const phone = newPhone();
    await smsLogin(server, phone);
    // A user whose unverified phone came from a staff invitation.
    const invited = await server.services.users.create({ phone: '13400009999', phoneRegionCode: '86' });
    const { key } = await server.services.sessions.start(invited.id, {
      clientPlatform: 'WECHAT_MINI_PROGRAM',
      platformId: 'web',
      deviceId: 'inv',
    });
    clock.advance(61_000);
    expect(await refusal(bindBySms(key, phone))).toMatchObject({
      code: 'aborted',
      message: 'this phone number belongs to another account',
    });
  });
});
