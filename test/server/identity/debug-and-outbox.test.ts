import { afterAll, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { loadConfig } from '../../../server/config';
import { identityConfig, MINI_PROGRAM, refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { PRODUCTION_PROVIDERS } from '../../helpers/production-env';

const started: TestServer[] = [];
async function serverWith(production: boolean, debugLogin: boolean) {
  const server = await startTestServer({ production, identity: identityConfig({ debugLogin }) });
  started.push(server);
  return server;
}
afterAll(async () => {
  for (const server of started) await server.close();
});
// Each test starts a server of its own configuration: on two cores at load 11 one
// start took more than the suite's 30 s.
const SERVER_PER_TEST = { timeout: 120_000 };

const debugLogin = (server: TestServer, phone: string) =>
  server.client(LoginService, MINI_PROGRAM).login({
    providerType: IdentityProviderType.DEBUG,
    providerRequest: { phoneRegionCode: '86', phone },
  });

describe('DEBUG login', SERVER_PER_TEST, () => {
  it('logs in by phone alone when enabled in development, without proving the phone', async () => {
    const server = await serverWith(false, true);
    const response = await debugLogin(server, '13300000001');
    expect(response.user).toMatchObject({ phone: '13300000001', phoneVerified: false });
    await expect(server.client(AccountService, { sessionKey: response.sessionKey }).myUser({})).resolves.toBeTruthy();
  });

  it('is not available unless enabled', async () => {
    const server = await serverWith(false, false);
    expect(await refusal(debugLogin(server, '13300000002'))).toMatchObject({
      code: 'failed_precondition',
      message: 'this login method is not available',
    });
  });

  it('is never available in production, even when enabled', async () => {
    const server = await serverWith(true, true);
    expect((await refusal(debugLogin(server, '13300000003'))).message).toBe('this login method is not available');
    // And configuration never turns it on in production.
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, IDENTITY_DEBUG_LOGIN: 'true' }).identity.debugLogin,
    ).toBe(false);
    expect(loadConfig({ IDENTITY_DEBUG_LOGIN: 'true' }).identity.debugLogin).toBe(true);
  });
});

describe('development SMS outbox', SERVER_PER_TEST, () => {
  it('lists the codes the local provider sent, newest first, as a page and as JSON', async () => {
    const server = await serverWith(false, false);
    const login = server.client(LoginService, MINI_PROGRAM);
    await login.sendVerificationCode({ phoneRegionCode: '86', phone: '13300000010' });
    await login.sendVerificationCode({ phoneRegionCode: '852', phone: '51234567' });
    const json = (await (await fetch(`${server.url}/dev/sms-outbox?format=json`)).json()) as {
      list: Array<{ phone: string; code: string; text: string }>;
    };
    expect(json.list.map((m) => m.phone)).toEqual(['51234567', '13300000010']);
    expect(json.list[1].text).toContain(json.list[1].code);
    const page = await fetch(`${server.url}/dev/sms-outbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain(`<strong>${json.list[0].code}</strong>`);
  });

  it('does not exist in production', async () => {
    const server = await serverWith(true, false);
    await server
      .client(LoginService, MINI_PROGRAM)
      .sendVerificationCode({ phoneRegionCode: '86', phone: '13300000011' });
    expect((await fetch(`${server.url}/dev/sms-outbox?format=json`)).status).toBe(404);
  });

  it('logs the code for the developer, never in production', async () => {
    for (const production of [false, true]) {
      const lines: string[] = [];
      const server = await startTestServer({ production, identity: identityConfig() }, undefined, {
        level: 'info',
        stream: { write: (line: string) => lines.push(line) },
      });
      started.push(server);
      await server
        .client(LoginService, MINI_PROGRAM)
        .sendVerificationCode({ phoneRegionCode: '86', phone: '13300000012' });
      const code = server.services.smsOutbox?.latestCode('86', '13300000012') ?? 'none';
      const logged = lines.some((line) => line.includes('sms outbox') && line.includes(code));
      expect(logged, `production=${production}`).toBe(!production);
    }
  });
});
