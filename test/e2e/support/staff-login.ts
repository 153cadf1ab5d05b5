import type { BrowserContext } from 'playwright-core';
import { randomNonce, signRequest, HEADER } from '../../../src/utils/request-signature';
import { sha256Hex } from '../../../src/utils/sha256';

// Logs a staff member's browser in without the login screens (branch `login` builds
// those): the real LoginService.Login over HTTP with the SMS code read from the
// development outbox, then the HttpOnly fb_session cookie it sets goes into the
// Playwright context. The app finds the session at launch like any returning visitor.

const LOGIN = '/grpc/public/identity.v1.LoginService';

/** A call signed as the app signs it (docs/request-signing.md). */
async function signedCall(serverUrl: string, path: string, body: unknown, deviceId: string): Promise<Response> {
  const text = JSON.stringify(body);
  const nonce = randomNonce();
  const timestamp = String(Date.now());
  return fetch(serverUrl + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.clientPlatform]: 'H5',
      [HEADER.platformId]: 'web',
      [HEADER.deviceId]: deviceId,
      [HEADER.currentPath]: '/pages/sub-user/login/index',
      [HEADER.clientVersion]: 'e2e',
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.signature]: signRequest({ nonce, timestamp, method: 'POST', path, body: text }, sha256Hex),
    },
    body: text,
  });
}

/** The newest code the development outbox holds for a phone. */
async function outboxCode(serverUrl: string, phone: string, regionCode: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${serverUrl}/dev/sms-outbox?format=json`);
    const { list } = (await response.json()) as {
      list: Array<{ phone: string; phoneRegionCode: string; code: string }>;
    };
    const message = list.find((m) => m.phone === phone && m.phoneRegionCode === regionCode);
    if (message) return message.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code in the outbox for +${regionCode} ${phone}`);
}

/** Logs the context in as the person with this phone by SMS code; one login per phone per minute (the server's cooldown). */
export async function staffLogin(context: BrowserContext, serverUrl: string, phone: string, regionCode = '86') {
  const deviceId = `e2e-staff-${randomNonce().slice(0, 10)}`;
  const sent = await signedCall(
    serverUrl,
    `${LOGIN}/SendVerificationCode`,
    { phoneRegionCode: regionCode, phone },
    deviceId,
  );
  if (!sent.ok) throw new Error(`SendVerificationCode: HTTP ${sent.status} ${await sent.text()}`);
  const verificationCode = await outboxCode(serverUrl, phone, regionCode);
  const login = await signedCall(
    serverUrl,
    `${LOGIN}/Login`,
    { providerType: 'SMS', providerRequest: { phoneRegionCode: regionCode, phone, verificationCode } },
    deviceId,
  );
  if (!login.ok) throw new Error(`Login: HTTP ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => /^fb_session=([^;]+)/.exec(line)?.[1])
    .find(Boolean);
  if (!cookie) throw new Error('Login set no fb_session cookie');
  await context.addCookies([{ name: 'fb_session', value: cookie, url: serverUrl, httpOnly: true, sameSite: 'Lax' }]);
}
