import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { identityConfig, MINI_PROGRAM, outboxCode, refusal, smsLogin } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { identity: identityConfig({ allowedRedirectOrigins: ['https://brand.example'] }) },
    undefined,
    false,
    { now: clock.now },
  );
});
afterAll(() => server.close());

let phoneCounter = 0;
const newPhone = () => {
  clock.advance(24 * 3600_000);
  return `135${String(++phoneCounter).padStart(8, '0')}`;
};
const BROWSER = { clientPlatform: 'WECHAT_MINI_PROGRAM', deviceId: 'laptop' };
const passportLogin = (passportCode: string, caller = BROWSER) =>
  server
    .client(LoginService, caller)
    .login({ providerType: IdentityProviderType.PASSPORT, providerRequest: { passportCode } });

/** GET without following redirects, with an optional cookie. */
async function get(path: string, cookie = '') {
  return fetch(server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} });
}

async function postForm(path: string, form: Record<string, string>, cookie: string) {
  return fetch(server.url + path, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(form).toString(),
  });
}

describe('session passport codes', () => {
  it('logs another client in as the same user, once', async () => {
    const { sessionKey, user } = await smsLogin(server, newPhone());
    const { passportCode, expireSeconds } = await server
      .client(UserSessionService, { ...MINI_PROGRAM, sessionKey })
      .createSessionPassportCode({});
    expect(expireSeconds).toBe(120);
    const other = await passportLogin(passportCode);
    expect(other.user?.model?.id).toBe(user.model?.id);
    const me = await server.client(AccountService, { sessionKey: other.sessionKey }).myUser({});
    expect(me.user?.model?.id).toBe(user.model?.id);
    // The new session shows as a passport login; the original lives on.
    const list = await server.client(UserSessionService, { sessionKey: other.sessionKey }).listSessions({});
    expect(list.list.find((s) => s.current)?.loginProvider).toBe(IdentityProviderType.PASSPORT);
    await expect(server.client(AccountService, { sessionKey }).myUser({})).resolves.toBeTruthy();

    expect(await refusal(passportLogin(passportCode, { ...BROWSER, deviceId: 'thief' }))).toEqual({
      code: 'invalid_argument',
      message: 'passport code is invalid or expired',
      retryAfterSeconds: undefined,
    });
  });

  it('is exchanged by exactly one of two clients racing for it', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const { passportCode } = await server.client(UserSessionService, { sessionKey }).createSessionPassportCode({});
    const results = await Promise.allSettled([
      passportLogin(passportCode, { ...BROWSER, deviceId: 'racer-1' }),
      passportLogin(passportCode, { ...BROWSER, deviceId: 'racer-2' }),
      passportLogin(passportCode, { ...BROWSER, deviceId: 'racer-3' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('expires after two minutes', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const sessions = server.client(UserSessionService, { sessionKey });
    const late = await sessions.createSessionPassportCode({});
    clock.advance(120_000);
    expect((await refusal(passportLogin(late.passportCode))).message).toBe('passport code is invalid or expired');
    const inTime = await sessions.createSessionPassportCode({});
    clock.advance(119_000);
    await expect(passportLogin(inTime.passportCode)).resolves.toBeTruthy();
  });

  it('dies with the session that made it', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const { passportCode } = await server.client(UserSessionService, { sessionKey }).createSessionPassportCode({});
    await server.client(AccountService, { sessionKey }).logOut({});
    expect((await refusal(passportLogin(passportCode))).message).toBe('passport code is invalid or expired');
  });

  it('needs a logged-in session to be made', async () => {
    expect((await refusal(server.client(UserSessionService).createSessionPassportCode({}))).code).toBe(
      'unauthenticated',
    );
  });
});

describe('the passport page', () => {
  it('sends a logged-in browser back with a passport code that logs the app in', async () => {
    const { sessionKey, user } = await smsLogin(server, newPhone());
    const target = 'https://brand.example/app/pages/home/index?tab=1&passport_code=old';
    const response = await get(`/passport?redirect=${encodeURIComponent(target)}`, `fb_session=${sessionKey}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://brand.example/app/pages/home/index');
    expect(location.searchParams.get('tab')).toBe('1');
    const code = location.searchParams.get('passport_code') ?? '';
    expect(code).not.toBe('old');
    const exchanged = await passportLogin(code);
    expect(exchanged.user?.model?.id).toBe(user.model?.id);
  });

  it('accepts its own origin and paths, and refuses any other target: no open redirect', async () => {
    const { sessionKey } = await smsLogin(server, newPhone());
    const cookie = `fb_session=${sessionKey}`;
    expect((await get(`/passport?redirect=${encodeURIComponent('/app/pages/me/index')}`, cookie)).status).toBe(303);
    expect((await get(`/passport?redirect=${encodeURIComponent(`${server.url}/app/`)}`, cookie)).status).toBe(303);
    for (const bad of [
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://brand.example.evil.example/',
      'https://user@brand.example/',
      '',
    ]) {
      const response = await get(`/passport?redirect=${encodeURIComponent(bad)}`, cookie);
      expect(response.status, bad).toBe(400);
      expect(response.headers.get('location'), bad).toBeNull();
      expect(await response.text()).toContain('redirect address not allowed');
    }
  });

  it('lets a browser without a session log in by SMS on the page, then sends it back', async () => {
    const target = '/app/pages/sub-user/login/index';
    const page = await get(`/passport?redirect=${encodeURIComponent(target)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const html = await page.text();
    expect(html).toContain('Log in to continue');
    expect(html).toContain('+852 Hong Kong');
    expect(html).toContain(
      `/app/pages/sub-user/login/index?redirect=${encodeURIComponent(`/passport?redirect=${encodeURIComponent(target)}`)}`.replace(
        /&/g,
        '&#38;',
      ),
    );
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const csrfCookie = (page.headers.getSetCookie()[0] ?? '').split(';')[0];
    expect(csrfCookie).toBe(`fb_passport_csrf=${csrf}`);

    const phone = newPhone();
    const sent = await postForm('/passport/send-code', { redirect: target, csrf, region: '86', phone }, csrfCookie);
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(sentHtml).toContain('A verification code was sent to your phone.');
    const csrf2 = /name="csrf" value="([^"]+)"/.exec(sentHtml)?.[1] ?? '';
    const cookie2 = (sent.headers.getSetCookie()[0] ?? '').split(';')[0];

    const wrong = await postForm(
      '/passport/login',
      { redirect: target, csrf: csrf2, region: '86', phone, code: 'x' },
      cookie2,
    );
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('verification code error');
    const csrf3 = /name="csrf" value="([^"]+)"/.exec(wrongHtml)?.[1] ?? '';
    const cookie3 = (wrong.headers.getSetCookie()[0] ?? '').split(';')[0];

    const done = await postForm(
      '/passport/login',
      { redirect: target, csrf: csrf3, region: '86', phone, code: outboxCode(server, phone) },
      cookie3,
    );
    expect(done.status).toBe(303);
    const sessionCookie = done.headers.getSetCookie().find((c) => c.startsWith('fb_session='));
    expect(sessionCookie).toMatch(/HttpOnly; SameSite=Lax/);
    const location = new URL(done.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe(target);
    const app = await passportLogin(location.searchParams.get('passport_code') ?? '');
    expect(app.user?.phone).toBe(phone);
  });

  it('refuses a form post without the page token (cross-site login forgery)', async () => {
    const phone = newPhone();
    const forged = await postForm('/passport/send-code', { redirect: '/app/', csrf: 'guess', region: '86', phone }, '');
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('The page expired');
    expect(server.services.smsOutbox?.latestCode('86', phone)).toBeUndefined();
  });
});
