import { outboxCode } from '../../e2e/support/sms-outbox';
import type { MiniApp } from './mini-app';
import { hasClass, selectorOf, type MiniPage } from './mini-page';

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

/** Taps a day of the booking calendar, paging months forward when the day is in a later month. */
export async function pickDate(page: MiniPage, date: string): Promise<void> {
  const [year, month, day] = date.split('-').map(Number);
  for (let i = 0; i < 3; i++) {
    const numbers = page.find('nut-calendarcard-header-title').textContent?.match(/\d+/g)?.map(Number) ?? [];
    if (numbers[0] === year && numbers[1] === month) break;
    await page.tapElement(page.find('nut-calendarcard-header-right').firstElementChild ?? page.find('nut-calendarcard-header-right'));
  }
  const cell = page
    .all('nut-calendarcard-day')
    .filter((el) => hasClass(el, 'current'))
    .find((el) => el.querySelector(selectorOf('nut-calendarcard-day-inner'))?.textContent?.trim() === String(day));
  if (!cell) throw new Error(`no day ${date} on the calendar: ${page.text().slice(0, 500)}`);
  await page.tapElement(cell);
}

/** Picks a shift by name and a time (HH:mm) in it. */
export async function pickTime(page: MiniPage, shift: string, time: string): Promise<void> {
  await page.waitForElement('slot-picker__shift', shift);
  await page.tap('slot-picker__shift', shift);
  await page.waitForElement('slot', time);
  await page.tap('slot', time);
}
