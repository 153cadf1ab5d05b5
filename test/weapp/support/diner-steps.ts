import { outboxCode } from '../../e2e/support/sms-outbox';
import type { MiniApp } from './mini-app';
import { hasClass, selectorOf, type MiniPage } from './mini-page';

// What a diner does in the mini-program, as taps and typing on the compiled pages.

/**
 * Logs in through the login screens with a phone code: the agreement, phone login,
 * the phone, the code the server's SMS outbox shows. Ends when the server has
 * answered the login (before that the session is not there yet).
 */
export async function logInWithPhoneCode(app: MiniApp, serverUrl: string, phone: string): Promise<void> {
  const login = await app.navigateTo('/pages/sub-user/login/index');
  // The app keeps the agreement ticked for the rest of its run once someone has.
  if (login.all('tick-box--checked').length === 0) await login.tap('tick-box');
  await login.tap('login-buttons__phone');
  const phonePage = await app.waitForPage('pages/sub-user/login-phone/index');
  await phonePage.waitForElement('login-phone__phone');
  await phonePage.input('login-phone__phone', phone);
  await phonePage.tap('login-phone__submit');
  const codePage = await app.waitForPage('pages/sub-user/login-code/index');
  await codePage.waitForElement('login-code__input');
  const sent = app.host.requests.length;
  await codePage.input('login-code__input', await outboxCode(serverUrl, phone));
  const loggedIn = () =>
    app.host.requests.slice(sent).some((r) => r.path.endsWith('/identity.v1.LoginService/Login') && r.status === 200);
  await app.waitFor(loggedIn, 'the login to go through', 20_000);
  await app.current.settle();
}

/** Taps a day of the booking calendar, paging months forward when the day is in a later month. */
export async function pickDate(page: MiniPage, date: string): Promise<void> {
  const [year, month, day] = date.split('-').map(Number);
  for (let i = 0; i < 3; i++) {
    const numbers = page.find('nut-calendarcard-header-title').textContent?.match(/\d+/g)?.map(Number) ?? [];
    if (numbers[0] === year && numbers[1] === month) break;
    await page.tapElement(
      page.find('nut-calendarcard-header-right').firstElementChild ?? page.find('nut-calendarcard-header-right'),
    );
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

/** Logs out from the me tab, as a person hands the phone to someone else. */
export async function logOut(app: MiniApp): Promise<void> {
  const me = await app.reLaunch('/pages/me/index');
  await me.waitForElement('me__log-out');
  // The host's modal is answered with its confirm button.
  await me.tap('me__log-out');
  await me.waitFor(() => me.all('me__log-out').length === 0 || app.current !== me, 'the log-out');
}

/** Books `people` at the slot through booking-before and booking-confirm; ends on the payment page. */
export async function bookTable(
  app: MiniApp,
  storeId: string,
  slot: { date: string; time: string; shift: string },
  people: number,
): Promise<MiniPage> {
  const before = await app.navigateTo(`/pages/sub-user/booking-before/index?storeId=${storeId}`);
  await before.waitForElement('booking-before__adults');
  await before.input('booking-before__adults', String(people));
  await pickDate(before, slot.date);
  await pickTime(before, slot.shift, slot.time);
  await before.tap('booking-before__next');
  const confirm = await app.waitForPage('pages/sub-user/booking-confirm/index');
  await confirm.waitForElement('booking-confirm__deposit');
  await confirm.input('booking-confirm__lastName', 'Ho');
  await confirm.tap('nut-checkbox');
  await confirm.tap('booking-confirm__submit');
  return app.waitForPage('pages/sub-user/payment/index');
}

/**
 * The person in the web-view: the sandbox cashier page loads, and its Pay form is sent
 * as the page's own form would send it. The cashier's address carries the server's
 * public base, which the test server's random port replaces.
 */
export async function payInSandboxCashier(serverUrl: string, cashierUrl: string): Promise<void> {
  const url = new URL(cashierUrl);
  const page = await fetch(`${serverUrl}${url.pathname}${url.search}`);
  if (!page.ok) throw new Error(`the sandbox cashier answered HTTP ${page.status}`);
  const form = new URLSearchParams({
    order: url.searchParams.get('order') ?? '',
    sig: url.searchParams.get('sig') ?? '',
    payer: 'sandbox-buyer',
  });
  const paid = await fetch(`${serverUrl}/sandbox-pay/cashier/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`the sandbox cashier refused the payment: HTTP ${paid.status}`);
}

/**
 * Pays the deposit on the payment page through the sandbox channel: the cashier opens
 * in the web-view, the person pays and comes back, the result page waits for the
 * server. `deliver` runs the server's due jobs (the channel's notification).
 */
export async function payDeposit(app: MiniApp, serverUrl: string, deliver: () => Promise<unknown>): Promise<MiniPage> {
  const payment = app.current;
  await payment.waitForElement('payment__pay');
  await payment.tap('payment__pay');
  const webview = await app.waitForPage('pages/sub-user/webview/index');
  await payInSandboxCashier(serverUrl, decodeURIComponent(webview.query.src ?? ''));
  await app.navigateBack();
  const result = await app.waitForPage('pages/sub-user/payment-result/index');
  await deliver();
  await result.waitForElement('result__view-order', undefined, 20_000);
  return result;
}
