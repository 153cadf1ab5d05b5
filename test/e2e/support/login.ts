import type { BrowserContext, Page } from 'playwright-core';
import { randomNonce, signRequest, HEADER } from '@common/request-signature';
import { sha256Hex } from '@common/sha256';
import { outboxCode } from './sms-outbox';

// Logging a browser in for browser tests. Two ways, both against the real server:
//
// - logInContext(): the real Login RPC (SMS code read from the development outbox),
//   then the HttpOnly session cookie it sets is given to the browser context. Fast
//   and independent of the login screens: for tests of everything else (diner app,
//   staff app). The app then finds the session at launch like any returning visitor.
// - logInThroughUi(): the login screens themselves, as a person uses them.

const LOGIN = '/grpc/public/identity.v1.LoginService';

async function signedCall(serverUrl: string, path: string, body: unknown, deviceId: string) {
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
      [HEADER.currentPath]: '/pages/sub-user/login-code/index',
      [HEADER.clientVersion]: 'e2e',
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.signature]: signRequest({ nonce, timestamp, method: 'POST', path, body: text }, sha256Hex),
    },
    body: text,
  });
}

/** Sends a code, waiting out the server's one-code-a-minute cooldown for this phone once if need be. */
async function sendCode(serverUrl: string, phone: string, regionCode: string, deviceId: string): Promise<void> {
  const path = `${LOGIN}/SendVerificationCode`;
  let sent = await signedCall(serverUrl, path, { phoneRegionCode: regionCode, phone }, deviceId);
  if (sent.status === 429) {
    const seconds = Number(sent.headers.get('retry-after') ?? '60');
    await new Promise((resolve) => setTimeout(resolve, (seconds + 1) * 1000));
    sent = await signedCall(serverUrl, path, { phoneRegionCode: regionCode, phone }, deviceId);
  }
  if (!sent.ok) throw new Error(`SendVerificationCode: HTTP ${sent.status} ${await sent.text()}`);
}

/**
 * Logs the browser context in as the person with this phone (a new phone becomes a new
 * user) by the real Login RPC and its session cookie. The server sends one code a
 * minute per phone (five an hour): a second login of the same phone within a minute
 * waits, so give tests their own phones or keep a logged-in context.
 */
export async function logInContext(
  context: BrowserContext,
  serverUrl: string,
  phone: string,
  regionCode = '86',
): Promise<void> {
  const deviceId = `e2e-${randomNonce().slice(0, 12)}`;
  await sendCode(serverUrl, phone, regionCode, deviceId);
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

/** The part of the screen in front: Taro keeps earlier pages in the document, hidden. */
export function visible(page: Page, selector: string) {
  return page.locator(`${selector}:visible`).first();
}

/**
 * Logs in through the login screens, starting on the login page that is open (or
 * opening it): agreement, phone login, phone, the code from the outbox. Ends when the
 * code is submitted; where the app goes next is the caller's to check.
 */
export async function logInThroughUi(page: Page, serverUrl: string, phone: string): Promise<void> {
  if (!page.url().includes('/pages/sub-user/login/index')) {
    await page.goto(`${serverUrl}/app/pages/sub-user/login/index`);
  }
  await visible(page, '.agreement .tick-box__box').click();
  await visible(page, '.login-buttons__primary').click();
  await visible(page, '.login-phone__phone input').fill(phone);
  await visible(page, '.login-phone__submit').click();
  await visible(page, '.login-code__input input').waitFor();
  await visible(page, '.login-code__input input').fill(await outboxCode(serverUrl, phone));
}
