import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// A manager authorizes the store on the (local) group-buying platform, sends
// a test order through it, accepts the order and makes a booking from it;
// the booking carries the platform as its source.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text }).first();
const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function staffPage(width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-US' });
  await addSession(context, server.url, staffSession);
  await skipWelcome(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.evaluate(() => {
    localStorage.setItem('operator.type', 'STORE');
    localStorage.setItem('settings.language', 'en');
  });
  return { page, context };
}

describe('group-buying orders in a browser', () => {
  it('staff authorize the platform, send a test order, accept it and create its booking', async () => {
    const { page, context } = await staffPage(390, 844);
    const app = `${server.url}/app/pages/sub-store`;

    await page.goto(`${app}/third-party-auth/index`);
    await visible(page, '.third-party-auth__state').waitFor();
    expect(await visible(page, '.third-party-auth__state').textContent()).toBe('Not authorized');
    await button(page, 'Authorize').click();
    await page.locator('.third-party-auth__state--on:visible', { hasText: 'Authorized' }).waitFor();
    await shot(page, 'group-buy-auth-390');

    await button(page, 'Send a test order').click();
    await visible(page, '.third-party-test__card').waitFor();
    await shot(page, 'group-buy-test-order-390');
    await button(page, 'Send').click();

    // The order, as the platform sent it, waiting for the store's answer.
    await page.locator('.group-buy-status--waitProcess:visible').waitFor();
    expect(await visible(page, '.third-party-detail__name').textContent()).toBe('Test Guest');
    await shot(page, 'group-buy-detail-waiting-390');
    await button(page, 'Accept').click();
    await page.locator('.group-buy-status--accepted:visible').waitFor();
    await button(page, 'Create booking').click();
    await visible(page, '.taro-model__confirm').click();
    await button(page, 'Open booking').waitFor();
    await shot(page, 'group-buy-detail-linked-390');

    const made = await server.database.db
      .selectFrom('third_party_order')
      .innerJoin('booking_order', 'booking_order.id', 'third_party_order.booking_order_id')
      .select(['third_party_order.status', 'booking_order.source', 'booking_order.diner_last_name'])
      .executeTakeFirstOrThrow();
    expect(made).toEqual({ status: 'accepted', source: 'MEITUAN_SYNC', diner_last_name: 'Guest' });

    // The list, filtered to accepted orders.
    await page.goto(`${app}/third-party-orders/index`);
    await visible(page, '.group-buy-card').waitFor();
    await page.locator('.group-buy-filters__chip:visible', { hasText: 'Accepted' }).click();
    await page.locator('.group-buy-card:visible', { hasText: 'Test Guest' }).waitFor();
    await shot(page, 'group-buy-list-390');
    await context.close();

    for (const [width, height] of [
      [1280, 800],
      [1440, 900],
    ] as const) {
      const wide = await staffPage(width, height);
      await wide.page.goto(`${app}/third-party-orders/index`);
      await visible(wide.page, '.group-buy-card').waitFor();
      await shot(wide.page, `group-buy-list-${width}`);
      await visible(wide.page, '.group-buy-card').click();
      await button(wide.page, 'Open booking').waitFor();
      await shot(wide.page, `group-buy-detail-${width}`);
      await wide.context.close();
    }
  });
});
