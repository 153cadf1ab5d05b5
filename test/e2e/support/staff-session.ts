import type { BrowserContext } from 'playwright-core';
import { HEADER } from '@common/request-signature';
import { rawCall } from '../../helpers/raw-call';

// Logs a person in the way the app would, without the login screens (branch login):
// SendVerificationCode, the code from the development SMS outbox, Login(SMS) over
// HTTP; the fb_session cookie it sets goes into the browser context.

const LOGIN = '/grpc/public/identity.v1.LoginService';

function browserHeaders(deviceId: string) {
  return {
    [HEADER.clientPlatform]: 'H5',
    [HEADER.platformId]: 'web',
    [HEADER.deviceId]: deviceId,
    [HEADER.currentPath]: '/pages/sub-user/login/index',
    [HEADER.clientVersion]: 'e2e',
  };
}

export interface LoggedIn {
  /** The fb_session cookie's value. */
  session: string;
  userId: string;
}

export async function loginBySms(baseUrl: string, phone: string, deviceId = `e2e-${phone}`): Promise<LoggedIn> {
  const headers = browserHeaders(deviceId);
  const sent = await rawCall(
    baseUrl,
    `${LOGIN}/SendVerificationCode`,
    JSON.stringify({ phoneRegionCode: '86', phone, purpose: 'LOGIN' }),
    { headers },
  );
  if (sent.status !== 200) throw new Error(`SendVerificationCode: ${sent.status} ${sent.text}`);
  const outbox = (await (await fetch(`${baseUrl}/dev/sms-outbox?format=json`)).json()) as {
    list: Array<{ phone: string; code: string; time: string }>;
  };
  const latest = outbox.list.filter((m) => m.phone === phone).sort((a, b) => b.time.localeCompare(a.time))[0];
  if (!latest) throw new Error(`no SMS to ${phone} in the outbox`);
  const login = await rawCall(
    baseUrl,
    `${LOGIN}/Login`,
    JSON.stringify({
      providerType: 'SMS',
      providerRequest: { phoneRegionCode: '86', phone, verificationCode: latest.code },
    }),
    { headers },
  );
  if (login.status !== 200) throw new Error(`Login: ${login.status} ${login.text}`);
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('fb_session='));
  if (!cookie) throw new Error('Login set no fb_session cookie');
  const session = cookie.split(';')[0].slice('fb_session='.length);
  const user = (login.json as { user?: { model?: { id?: string } } }).user;
  return { session, userId: user?.model?.id ?? '' };
}

/** The staff member's session in a browser context, for pages of the app server at baseUrl. */
export async function addSession(context: BrowserContext, baseUrl: string, session: string): Promise<void> {
  await context.addCookies([{ name: 'fb_session', value: session, url: baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}
