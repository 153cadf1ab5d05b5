import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { confirmBooking, pickDate, pickTime, setNumber } from './support/booking-steps';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// Notifications in the real browser against the real server and the demo data:
// a diner's booking sends its confirmation, which the development outbox and
// the order's log in the staff app both show; the shared booking is drawn
// through the store's default invitation template.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let bund = '';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  bund = (await server.client(StoreService).queryStores({})).list.find((s) => s.timezone === 'Asia/Shanghai')!.model!
    .id;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

/** What `npm start` polls every second: the due jobs, until none is left. */
async function deliverDue() {
  for (let i = 0; i < 10; i++) if ((await server.services.jobs.runDue(new Date(Date.now() + 1000))) === 0) return;
}

describe('notifications in the browser', () => {
  let orderId = '';
  let bookingCode = '';
  const phone = '13912340077';
  // The diner's browser, logged in once (the server sends one code a minute per phone).
  let diner: Awaited<ReturnType<typeof openPhonePage>>;

  it("a diner's booking shows its confirmation in the development outbox", async () => {
    diner = await openPhonePage(browser);
    const { page, context, problems } = diner;
    await logInDiner(server.url, context, phone);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${bund}`);
    await setNumber(page, '.booking-before__adults', 2);
    const date = addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 2);
    await pickDate(page, date);
    await pickTime(page, '晚市', '18:00');
    await page.locator('.booking-before__next').click();
    await confirmBooking(page, '林');
    await page.locator('.order-detail__status-text', { hasText: '待门店确认' }).waitFor();
    bookingCode = (await page.locator('.order-detail__code').textContent())!.trim();
    orderId = new URL(page.url()).searchParams.get('id') ?? '';
    expect(orderId).toMatch(/^\d+$/);

    await deliverDue();
    await page.goto(`${server.url}/dev/notification-outbox`);
    // The store has yet to confirm: the guest is told the request arrived, with no booking code yet.
    const row = page.locator('tr', { hasText: `+86 ${phone}` }).filter({ hasText: '预订申请' });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain('SMS');
    expect(await row.first().textContent()).not.toContain(bookingCode);
    expect(problems).toEqual([]);
  });

  it("the staff see that confirmation in the order's log", async () => {
    const { page, context } = await openPhonePage(browser);
    const staff = await loginBySms(server.url, '13800000002');
    await addSession(context, server.url, staff.session);
    await page.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${orderId}`);
    const log = page.locator('.order-notifications');
    await log.locator('.order-notifications__event', { hasText: '预订成功' }).waitFor();
    const sms = log.locator('.order-notifications__delivery', { hasText: '短信' }).first();
    await sms.locator('.order-notifications__status--SUCCESS').waitFor();
    expect(await sms.textContent()).toContain('0077');
    // The other channels say why they did not send.
    await log.locator('.order-notifications__delivery', { hasText: '未订阅小程序消息' }).first().waitFor();

    // The store's invitation templates: the demo's default, and its editor's live preview.
    await page.goto(`${server.url}/app/pages/sub-store/invitation-style-list/index`);
    const item = page.locator('.invitation-list__item', { hasText: 'Jade Gold' });
    await item.locator('.setup-list__badge', { hasText: '默认' }).waitFor();
    await item.locator('.invitation-card__greeting', { hasText: 'We have saved you a table' }).waitFor();
    await item.locator('.invitation-list__preview').click();
    await page.locator('.invitation-editor').waitFor();
    const greeting = page.locator('.setup-field--invitation-greeting input');
    await greeting.fill('Welcome back');
    await page.locator('.invitation-editor__preview .invitation-card__greeting', { hasText: 'Welcome back' }).waitFor();
    await context.close();
  });

  it("the shared booking renders through the store's default invitation template", async () => {
    const { page, context, problems } = diner;
    await page.goto(`${server.url}/app/pages/sub-user/order-detail-share/index?id=${orderId}`);
    const card = page.locator('.invitation-card');
    await card.locator('.invitation-card__greeting', { hasText: 'We have saved you a table' }).waitFor();
    await card.locator('.invitation-card__title', { hasText: '林' }).waitFor();
    await card.locator('.invitation-card__line--people', { hasText: '2位' }).waitFor();
    await card.locator('.invitation-card__line--seat').waitFor();
    // The template's colours: the demo's Jade Gold.
    expect(await card.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(31, 27, 22)');
    await page.locator('.order-share__image').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
