import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { SessionService } from '@gen/identity/v1/session_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { MINI_PROGRAM, outboxCode, refusal, smsLogin } from '../../helpers/identity';
import { rawCall } from '../../helpers/raw-call';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
});
afterAll(() => server.close());

const DAY = 24 * 3600_000;
let phoneCounter = 0;
const newPhone = () => {
  clock.advance(DAY); // keeps the SMS limits of one test out of the next
  return `136${String(++phoneCounter).padStart(8, '0')}`;
};

const LOGIN = '/grpc/public/identity.v1.LoginService/Login';
const SEND = '/grpc/public/identity.v1.LoginService/SendVerificationCode';

/** A browser's SMS login: the session arrives as a cookie, not in the body. */
async function webLogin(phone: string, device = 'browser-1') {
  const headers = { 'x-client-platform': 'WEB', 'x-platform-id': 'web', 'x-device-id': device };
  await rawCall(server.url, SEND, JSON.stringify({ phoneRegionCode: '86', phone }), { headers });
  const body = JSON.stringify({
    providerType: 'SMS',
    providerRequest: { phoneRegionCode: '86', phone, verificationCode: outboxCode(server, phone) },
  });
  return rawCall(server.url, LOGIN, body, { headers });
}

const cookieValue = (setCookie: string) => /^fb_session=([^;]*)/.exec(setCookie)?.[1] ?? '';

describe('sessions', () => {
  it('gives a browser its session in an HttpOnly cookie, not in the body', async () => {
    const result = await webLogin(newPhone());
    expect(result.status).toBe(200);
    expect(result.json.sessionKey ?? '').toBe('');
    const [cookie] = result.headers.getSetCookie();
    expect(cookie).toMatch(/^fb_session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);

    // The cookie alone authenticates, and CurrentSessionInfo never hands its key to scripts.
    const info = await rawCall(server.url, '/grpc/public/identity.v1.SessionService/CurrentSessionInfo', '{}', {
      headers: { cookie: `fb_session=${cookieValue(cookie)}` },
    });
    expect((info.json.user as { phoneVerified: boolean }).phoneVerified).toBe(true);
    expect(info.json.sessionKey ?? '').toBe('');
  });

  it('gives a mini program the key, which it sends back as a header', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const info = await server.client(SessionService, { ...MINI_PROGRAM, sessionKey }).currentSessionInfo({});
    expect(info.sessionKey).toBe(sessionKey);
  });

  it('clears the cookie on log out, and the old key stops working', async () => {
    const login = await webLogin(newPhone());
    const key = cookieValue(login.headers.getSetCookie()[0]);
    const out = await rawCall(server.url, '/grpc/private/identity.v1.AccountService/LogOut', '{}', {
      headers: { cookie: `fb_session=${key}` },
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^fb_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    const after = await rawCall(server.url, '/grpc/private/identity.v1.AccountService/MyUser', '{}', {
      headers: { cookie: `fb_session=${key}` },
    });
    expect(after.json.code).toBe('unauthenticated');
  });

  it('lists my live sessions, the current first, and kicks one out: its next call is unauthenticated', async () => {
    const phone = newPhone();
    const onPhone = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'phone-a' } });
    clock.advance(61_000);
    const onTablet = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'tablet-b' } });

    const sessions = server.client(UserSessionService, { ...MINI_PROGRAM, sessionKey: onTablet.sessionKey });
    const { list } = await sessions.listSessions({});
    expect(list.map((s) => [s.deviceId, s.current, s.loginProvider])).toEqual([
      ['tablet-b', true, IdentityProviderType.SMS],
      ['phone-a', false, IdentityProviderType.SMS],
    ]);
    expect(list[1].clientPlatform).toBe('WECHAT_MINI_PROGRAM');

    await sessions.kickOutSession({ sessionId: list[1].id });
    const kicked = await refusal(server.client(AccountService, { sessionKey: onPhone.sessionKey }).myUser({}));
    expect(kicked.code).toBe('unauthenticated');
    expect((await sessions.listSessions({})).list).toHaveLength(1);
  });

  it("cannot kick out someone else's session", async () => {
    const mine = await smsLogin(server, newPhone());
    const theirs = await smsLogin(server, newPhone());
    const theirList = await server.client(UserSessionService, { sessionKey: theirs.sessionKey }).listSessions({});
    const refused = await refusal(
      server
        .client(UserSessionService, { sessionKey: mine.sessionKey })
        .kickOutSession({ sessionId: theirList.list[0].id }),
    );
    expect(refused).toMatchObject({ code: 'not_found', message: 'session does not exist' });
    await expect(server.client(AccountService, { sessionKey: theirs.sessionKey }).myUser({})).resolves.toBeTruthy();
  });

  it('replaces the session of the same device and platform on a new login, and ends the session it logs in from', async () => {
    const phone = newPhone();
    const first = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'same' } });
    clock.advance(61_000);
    const second = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'same' } });
    expect((await refusal(server.client(AccountService, { sessionKey: first.sessionKey }).myUser({}))).code).toBe(
      'unauthenticated',
    );
    await expect(server.client(AccountService, { sessionKey: second.sessionKey }).myUser({})).resolves.toBeTruthy();

    // Logging in as someone else from a session ends that session.
    clock.advance(61_000);
    const other = newPhone();
    await smsLogin(server, other, { caller: { ...MINI_PROGRAM, deviceId: 'other', sessionKey: second.sessionKey } });
    expect((await refusal(server.client(AccountService, { sessionKey: second.sessionKey }).myUser({}))).code).toBe(
      'unauthenticated',
    );
  });

  it('ends a session after 30 idle days, while use keeps it alive up to 180 days', async () => {
    const idle = await smsLogin(server, newPhone(), { caller: { ...MINI_PROGRAM, deviceId: 'idle' } });
    const busy = await smsLogin(server, newPhone(), { caller: { ...MINI_PROGRAM, deviceId: 'busy' } });
    const me = (key: string) => server.client(AccountService, { sessionKey: key }).myUser({});
    for (let day = 20; day <= 160; day += 20) {
      clock.advance(20 * DAY);
      await expect(me(busy.sessionKey)).resolves.toBeTruthy();
    }
    expect((await refusal(me(idle.sessionKey))).code).toBe('unauthenticated');
    clock.advance(20 * DAY); // past 180 days since login, however busy
    expect((await refusal(me(busy.sessionKey))).code).toBe('unauthenticated');
  });
});
