import { outboxCode } from '../../e2e/support/sms-outbox';
import type { MiniApp } from './mini-app';

// What a diner does in the mini-program, as taps and typing on the compiled pages.

/**
 * Logs in through the login screens with a phone code: the agreement, phone login,
 * the phone, the code the server's SMS outbox shows. Ends when the code is entered.
 */
export async function logInWithPhoneCode(app: MiniApp, serverUrl: string, phone: string): Promise<void> {
  const login = await app.navigateTo('/pages/sub-user/login/index');
  await login.tap('tick-box');
  await login.tap('login-buttons__phone');
  const phonePage = await app.waitForPage('pages/sub-user/login-phone/index');
  await phonePage.waitForElement('login-phone__phone');
  await phonePage.input('login-phone__phone', phone);
  await phonePage.tap('login-phone__submit');
  const codePage = await app.waitForPage('pages/sub-user/login-code/index');
  await codePage.waitForElement('login-code__input');
  await codePage.input('login-code__input', await outboxCode(serverUrl, phone));
}
