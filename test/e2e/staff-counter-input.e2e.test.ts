import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// The new-booking form at the counter in a real browser, where a digit field
// used to drop a typed minus sign (-100 was saved as ¥100 without a word): a
// walk-in who gives no phone, and a deposit typed with a minus.
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

const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text });

describe('the new-booking form at the counter', () => {
  it('books a walk-in without a phone, and says so when the deposit is typed with a minus', async () => {
    const { page, context, problems } = await openPhonePage(browser, 390);
    await addSession(context, server.url, staffSession);
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.locator('.mode-switch__option--merchant:visible').click();
    await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
    await page.locator('.merchant-entries__entry--booking').click();
    await page.locator('.board-header__step').nth(1).click();
    await page.locator('.booking-timeline__block').first().waitFor();
    const index = await page
      .locator('.booking-timeline__name')
      .evaluateAll((rows) => rows.findIndex((r) => r.textContent?.startsWith('B2')));
    await page
      .locator('.booking-timeline__row')
      .nth(index)
      .click({ position: { x: 5, y: 5 } });
    await page.locator('.create-select__slot', { hasText: '20:30' }).click();
    await button(page, '下一步').click();

    await page.locator('.create-form__lastName input').fill('Walk-in');
    await page.getByText('指定金额', { exact: true }).click();
    const deposit = page.locator('.create-form__depositYuan input');
    await deposit.click();
    // Typed key by key, as a person does (fill would skip the field's own key handling).
    await page.keyboard.type('-100');
    expect(await deposit.inputValue()).toBe('-100');
    expect(await deposit.getAttribute('inputmode')).toBe('decimal');
    await page.locator('.order-page__error', { hasText: '请输入正确的订金金额' }).waitFor();

    await deposit.fill('100');
    expect(await page.locator('.order-page__error').count()).toBe(0);
    await button(page, '确认预订').click();
    await page.locator('.order-summary__status-text', { hasText: '待付订金' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('id')!;
    const order = await server.database.db
      .selectFrom('booking_order')
      .select(['diner_phone', 'diner_last_name', 'deposit_amount', 'merchant_diner_id'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ diner_phone: '', diner_last_name: 'Walk-in', merchant_diner_id: null });
    expect(String(order.deposit_amount)).toBe('10000');
    expect(problems).toEqual([]);
  });
});
