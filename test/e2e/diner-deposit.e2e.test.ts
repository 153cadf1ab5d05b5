import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { confirmBooking, pickDate, pickTime, setNumber } from './support/booking-steps';
import { logInDiner } from './support/diner-session';

// A diner pays a deposit in the sandbox cashier and
// sees the order move on.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('paying a deposit', () => {
  it('pays a deposit in the sandbox cashier and sees the order move on', async () => {
    const store = (await server.client(StoreService).queryStores({})).list.find(
      (s) => s.timezone === 'Asia/Hong_Kong',
    )!;
    const { page, context: browserContext } = await openPhonePage(browser);
    await logInDiner(server.url, browserContext, '13912340009');
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${store.model!.id}`);
    // Six at dinner: the demo's deposit policy asks 100 a person, in the store's Hong Kong dollars.
    await setNumber(page, '.booking-before__adults', 6);
    await pickDate(page, addDays(businessDateOf(Date.now(), store.timezone), 2));
    await pickTime(page, '晚市', '17:30');
    await page.locator('.booking-before__next').click();
    await page.locator('.booking-confirm__deposit', { hasText: 'HK$600' }).waitFor();
    await confirmBooking(page, 'Ho');

    // The cashier page of the app counts down and pays through the sandbox cashier.
    await page.locator('.payment__money', { hasText: 'HK$600' }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain('¥');
    await page.locator('.payment__store', { hasText: '翡翠花园' }).waitFor();
    expect(await page.locator('.payment__option').allTextContents()).toEqual(['沙盒（微信支付）', '沙盒（支付宝）']);
    await page.locator('.payment__countdown').waitFor();
    await page.locator('.payment__pay').click();
    await page.waitForURL(/\/sandbox-pay\/cashier/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/pages\/sub-user\/payment-result\/index/);
    // The sandbox's notification is a job; the test server runs jobs when told.
    await server.services.jobs.runDue(new Date());
    await page.locator('.result--paid').waitFor({ timeout: 20_000 });
    // Back through the history after paying: neither the cashier nor a pay page that can only
    // say "paid", but the result, which leads to the order.
    await page.goBack();
    await page.waitForURL(/\/pages\/sub-user\/payment-result\/index/);
    await page.goBack();
    await page.waitForURL(/\/pages\/sub-user\/payment-result\/index/);
    await page.locator('.result--paid').waitFor({ timeout: 20_000 });
    await page.locator('.result__view-order').click();
    await page.locator('.order-detail__status-text', { hasText: '待门店确认' }).waitFor();
  });
});
