import type { BrowserContext } from 'playwright-core';
import { createClient } from '@connectrpc/connect';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { UserDinerService } from '@gen/identity/v1/user_diner_service_pb';
import { createRpcTransport } from '@/services/rpc-transport';
import { HEADER } from '@common/request-signature';
import { nodeFetchRequest } from '../../helpers/node-request';
import { rawCall } from '../../helpers/raw-call';

/**
 * Logs a diner in without the login screens (the login engineer tests those):
 * the real LoginService over HTTP with the SMS code the development outbox
 * shows, as an H5 browser would, then the session cookie goes into the
 * browser context. A phone never seen before makes a new diner, who has completed
 * their profile unless `profile: false`.
 */
export async function logInDiner(
  baseUrl: string,
  context: BrowserContext,
  phone: string,
  options: { profile?: boolean } = {},
): Promise<void> {
  let sessionCookie = '';
  const transport = createRpcTransport({
    baseUrl: () => baseUrl,
    request: async (request) => {
      const response = await nodeFetchRequest(request);
      const match = /fb_session=([^;]+)/.exec(response.headers['set-cookie'] ?? '');
      if (match) sessionCookie = match[1];
      return response;
    },
    headers: () => ({
      [HEADER.clientPlatform]: 'H5',
      [HEADER.platformId]: 'web',
      [HEADER.deviceId]: `e2e-${phone}`,
      [HEADER.currentPath]: '/pages/sub-user/login-code/index',
      [HEADER.clientVersion]: 'e2e',
      ...(sessionCookie ? { cookie: `fb_session=${sessionCookie}` } : {}),
    }),
  });
  const login = createClient(LoginService, transport);
  await login.sendVerificationCode({ phoneRegionCode: '86', phone });
  const outbox = (await (await fetch(`${baseUrl}/dev/sms-outbox?format=json`)).json()) as {
    list: Array<{ phone: string; code: string }>;
  };
  const code = outbox.list.filter((m) => m.phone === phone).pop()?.code;
  if (!code) throw new Error(`no verification code for ${phone} in the SMS outbox`);
  await login.login({
    providerType: IdentityProviderType.SMS,
    providerRequest: { phoneRegionCode: '86', phone, verificationCode: code },
  });
  if (!sessionCookie) throw new Error('the login answered no fb_session cookie');
  // A diner who completed their profile after logging in, unless the test is about that step.
  if (options.profile !== false) {
    const diners = createClient(UserDinerService, transport);
    if ((await diners.listUserDiners({})).list.length === 0) {
      await diners.createUserDiner({ diner: { lastName: 'E2E', phoneRegionCode: '86', phone } });
    }
  }
  await context.addCookies([
    { name: 'fb_session', value: sessionCookie, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Gives the diner of a session (from loginBySms) a diner record, as completing the profile does. */
export async function completeProfile(baseUrl: string, session: string, phone: string): Promise<void> {
  const answer = await rawCall(
    baseUrl,
    '/grpc/private/identity.v1.UserDinerService/CreateUserDiner',
    JSON.stringify({ diner: { lastName: 'E2E', phoneRegionCode: '86', phone } }),
    {
      headers: {
        cookie: `fb_session=${session}`,
        [HEADER.clientPlatform]: 'H5',
        [HEADER.platformId]: 'web',
        [HEADER.currentPath]: '/pages/sub-user/completion-user/index',
        [HEADER.clientVersion]: 'e2e',
      },
    },
  );
  if (answer.status !== 200) throw new Error(`CreateUserDiner: ${answer.status} ${answer.text}`);
}
