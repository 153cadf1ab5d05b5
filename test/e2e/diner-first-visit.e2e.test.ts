import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { visible } from './support/login';

// A diner's first visits: opening a booking link before logging in, and coming back
// in a new session without having said who they book as.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let storeId = '';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  storeId = (await server.client(StoreService).queryStores({})).list[0].model!.id;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

/** Every API answer that refused for want of a login. */
function watchUnauthenticated(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/grpc/') && response.status() === 401) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

const waitForTitle = (page: Page, text: string) =>
  page.locator('.nav-bar__title:visible', { hasText: text }).first().waitFor({ timeout: 20_000 });

describe('a diner’s first visits', () => {
  it('a booking link opened before logging in shows the booking page, with no refused call', async () => {
    // Logging in at "next" and going on with the choice: diner-booking.e2e.
    const { page, problems } = await openPhonePage(browser);
    const refused = watchUnauthenticated(page);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${storeId}`);
    await visible(page, '.booking-before__adults').waitFor({ timeout: 20_000 });
    await visible(page, '.slot-picker__shift').waitFor({ timeout: 20_000 });
    expect(await page.locator('.login-required:visible').count()).toBe(0);
    expect(refused).toEqual([]);
    expect(await page.getByText('加载失败').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a diner who left profile completion is asked again in a new session, over the page they opened, and only until they answer', async () => {
    const { page, context, problems } = await openPhonePage(browser);
    await logInDiner(server.url, context, '13912340102', { profile: false });
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=${storeId}`);
    await waitForTitle(page, '完善资料');
    await visible(page, '.completion__last-name input').fill('Kwok');
    await visible(page, '.completion__save').click();
    // Back on the store page that was opened.
    await visible(page, '.store-detail__book').waitFor({ timeout: 20_000 });

    // A reload is not asked again.
    await page.reload();
    await visible(page, '.store-detail__book').waitFor({ timeout: 20_000 });
    expect(await page.locator('.completion__save:visible').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
