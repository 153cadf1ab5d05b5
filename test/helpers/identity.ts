import { createHash } from 'node:crypto';
import { CaptchaService } from '@gen/platform/v1/captcha_pb';
import { ConnectError } from '@connectrpc/connect';
import { codeToString } from '@connectrpc/connect/protocol-connect';
import type { IdentityConfig } from '../../server/providers/identity-config';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import type { CallerIdentity, TestServer } from './test-server';

/** A mini-program caller: it keeps the session key itself, so Login answers it in the body. */
export const MINI_PROGRAM: CallerIdentity = { clientPlatform: 'WECHAT_MINI_PROGRAM', deviceId: 'phone-1' };

/** The code the local SMS provider "sent" to a phone, as a developer reads it in the outbox. */
export function outboxCode(server: TestServer, phone: string, regionCode = '86'): string {
  const code = server.services.smsOutbox?.latestCode(regionCode, phone);
  if (!code) throw new Error(`no code in the outbox for +${regionCode} ${phone}`);
  return code;
}

/** Logs in by SMS the way a client does: send a code, read it, log in. Answers the session key. */
export async function smsLogin(
  server: TestServer,
  phone: string,
  options: { regionCode?: string; caller?: CallerIdentity; language?: string } = {},
) {
  const regionCode = options.regionCode ?? '86';
  const caller = options.caller ?? MINI_PROGRAM;
  const login = server.client(LoginService, caller);
  const language = options.language ?? '';
  await login.sendVerificationCode({ phoneRegionCode: regionCode, phone, language });
  const response = await login.login({
    providerType: IdentityProviderType.SMS,
    language,
    providerRequest: { phoneRegionCode: regionCode, phone, verificationCode: outboxCode(server, phone, regionCode) },
  });
  return { sessionKey: response.sessionKey, user: response.user! };
}

export interface Refusal {
  /** The wire name: invalid_argument, unauthenticated, ... */
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** The Connect error a call fails with, as the client sees it (the test fails if it succeeds). */
export async function refusal(call: Promise<unknown>): Promise<Refusal> {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof ConnectError)) throw error;
    const retryAfterSeconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return { code: codeToString(error.code), message: error.rawMessage, retryAfterSeconds };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}

/** The Set-Cookie lines of a fetch response. */
export function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

/** Identity configuration for a test server: local SMS, no provider apps, no debug login, unless given. */
export function identityConfig(overrides: Partial<IdentityConfig> = {}): IdentityConfig {
  return { debugLogin: false, sms: { provider: 'local' }, providerApps: [], allowedRedirectOrigins: [], ...overrides };
}

/**
 * The answer a person reads off a captcha's picture. The response carries it
 * nowhere else, so a test finds it as only the server could: the sum (two
 * small numbers) whose hash the question's row stores.
 */
export async function captchaAnswer(server: Pick<TestServer, 'database'>, captchaId: string): Promise<string> {
  const row = await server.database.db
    .selectFrom('captcha_challenge')
    .select('answer_hash')
    .where('token', '=', captchaId)
    .executeTakeFirstOrThrow();
  for (let sum = 0; sum < 100; sum++) {
    if (createHash('sha256').update(`${captchaId}:${sum}`).digest('hex') === row.answer_hash) return String(sum);
  }
  throw new Error(`no small sum answers captcha ${captchaId}`);
}

/** Answers a captcha as a person would (reading the sum in its picture) and returns the pass for one send. */
export async function captchaPass(server: TestServer, caller: CallerIdentity = MINI_PROGRAM): Promise<string> {
  const captcha = server.client(CaptchaService, caller);
  const { captchaId } = await captcha.getCaptchaQuestion({});
  const answer = await captchaAnswer(server, captchaId);
  return (await captcha.checkCaptchaAnswer({ captchaId, answer })).captchaPass;
}
