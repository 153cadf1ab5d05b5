import { businessDateOf } from '@common/zoned-time';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// A manager books a guest the merchant has blacklisted (the demo CRM's Zhao Lei,
// 13900000019, 'Did not come three times without cancelling') and is warned on
// the new-booking form, on the booking's page and on the board.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
const REASON = 'Did not come three times without cancelling';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text });

/** The date of the demo bookings at The Bund (tomorrow in the store's zone). */
async function demoDate(): Promise<string> {
  const row = await server.database.db
    .selectFrom('booking_order as o')
    .innerJoin('store as s', 's.id', 'o.store_id')
    .select(['o.reservation_date'])
    .where('s.name', '=', 'Jade Garden · The Bund')
    // The demo's upcoming bookings, not last week's (the reports' demo data): a past date takes no booking.
    .where('o.reservation_date', '>=', businessDateOf(Date.now(), 'Asia/Shanghai'))
    .orderBy('o.id')
    .executeTakeFirstOrThrow();
  return String(row.reservation_date).slice(0, 10);
}

describe('the blacklist warning in a browser', () => {
  it('warns on the form, the booking’s page and the board when staff book a blacklisted guest', async () => {
    const { page, context, problems } = await openPhonePage(browser, 390);
    await addSession(context, server.url, staffSession);
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.locator('.mode-switch__option--merchant:visible').click();
    await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
    const date = await demoDate();

    await page.goto(`${server.url}/app/pages/sub-store/booking-home/index?date=${date}`);
    await page.locator('.booking-timeline__block').first().waitFor();
    // Nobody on the demo board is blacklisted.
    expect(await page.locator('.blacklist-mark').count()).toBe(0);
    const index = await page
      .locator('.booking-timeline__name')
      .evaluateAll((rows) => rows.findIndex((r) => r.textContent?.startsWith('B2')));
    await page
      .locator('.booking-timeline__row')
      .nth(index)
      .click({ position: { x: 5, y: 5 } });
    await page.locator('.create-select__slot', { hasText: '20:30' }).click();
    await button(page, '下一步').click();

    await page.locator('.create-form__phone-row input').fill('13900000019');
    await page.locator('.create-form__lookup-button').click();
    await page.locator('.diner-risk--blacklisted', { hasText: REASON }).waitFor();
    // The CRM knows the guest: the name comes with the look-up.
    await expect.poll(() => page.locator('.create-form__lastName input').inputValue()).toBe('Zhao');
    await button(page, '确认预订').click();

    await page.locator('.order-summary__status-text', { hasText: '待服务' }).waitFor();
    await page.locator('.diner-risk--blacklisted', { hasText: REASON }).waitFor();

    await page.goto(`${server.url}/app/pages/sub-store/booking-home/index?date=${date}`);
    await page.locator('.booking-timeline__block', { hasText: 'Zhao' }).locator('.blacklist-mark').waitFor();
    await page.getByText('列表', { exact: true }).click();
    await page
      .locator('.booking-order-list__card', { hasText: 'Zhao' })
      .locator('.blacklist-mark', { hasText: `黑名单：${REASON}` })
      .waitFor();
    expect(await page.locator('.booking-order-list__card .blacklist-mark').count()).toBe(1);
    expect(problems).toEqual([]);
  });
});
