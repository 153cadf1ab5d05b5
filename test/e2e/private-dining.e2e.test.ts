import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInDiner } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// A diner asks The Bund for the whole restaurant for twelve; the manager confirms,
// makes the booking on a free table with a 500 deposit; the diner opens the
// booking from the request, pays the deposit in the sandbox cashier and sees
// the booking move on.
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

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};
/** Answers the app's confirmation dialog with its confirm button. */
const agree = async (page: Page) => {
  await visible(page, '.taro-modal__text').waitFor();
  await visible(page, '.taro-model__confirm').click();
};

describe('a private dining request in a browser', () => {
  it('is sent by a diner, made a booking with a deposit by staff, and paid by the diner', async () => {
    const store = (await server.client(StoreService).queryStores({})).list.find((s) => s.timezone === 'Asia/Shanghai')!;
    const diner = await openPhonePage(browser, 390);
    await logInDiner(server.url, diner.context, '13912340021');
    const page = diner.page;

    // From the store's page: the request form, its date proposed (tomorrow) with that day's shifts.
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=${store.model!.id}`);
    await visible(page, '.store-detail__book-out').click();
    await visible(page, '.book-out-create__shift').waitFor();
    expect(await visible(page, '.book-out-create__problem').textContent()).toBe(
      '包场申请需要填写用餐人、日期、成人人数和时间',
    );
    await page.locator('.book-out-create__shift:visible', { hasText: '晚市' }).click();
    await visible(page, '.book-out-create__name input').fill('Lin');
    await visible(page, '.book-out-create__adults input').fill('12');
    await visible(page, '.book-out-create__space--WHOLE_RESTAURANT').click();
    await visible(page, '.book-out-create__budgetYuan input').fill('8000');
    await visible(page, '.book-out-create__remark textarea').fill('Grandmother’s eightieth birthday');
    await shot(page, 'diner-book-out-create-390');
    await visible(page, '.book-out-create__submit').click();
    await page.waitForURL(/book-out-form-detail/);
    expect(await visible(page, '.book-out-detail__hint').textContent()).toBe('门店收到申请后会尽快确认');
    const form = await server.database.db
      .selectFrom('book_out_form')
      .select(['id', 'preferred_date'])
      .executeTakeFirstOrThrow();

    // The manager sees it on the board of that day, confirms it and makes the booking.
    const { session } = await loginBySms(server.url, '13800000002');
    const staff = await openPhonePage(browser, 390);
    await addSession(staff.context, server.url, session);
    const s = staff.page;
    await s.goto(`${server.url}/app/pages/me/index`);
    await visible(s, '.mode-switch__option--merchant').click();
    await s.locator('.nav-bar__title:visible', { hasText: '经营' }).waitFor();
    await s.goto(`${server.url}/app/pages/sub-store/booking-home/index?date=${form.preferred_date}`);
    await visible(s, '.booking-home__book-out').click();
    await s.waitForURL(/book-out-form-detail/);
    await visible(s, '.staff-book-out__confirm').click();
    await agree(s);
    await s.locator('.book-out-seat__slot:visible', { hasText: '18:00' }).click();
    // Tomorrow's demo bookings (the VIP Room at 19:00 among them) take some tables at 18:00:
    // the panel offers only the free ones, and any of them will do.
    await visible(s, '.book-out-seat__item').click();
    await visible(s, '.book-out-seat__deposit input').fill('500');
    await shot(s, 'staff-book-out-seat-390');
    await visible(s, '.book-out-seat__create').click();
    await visible(s, '.staff-book-out__order').waitFor();
    const made = await server.database.db
      .selectFrom('book_out_form')
      .innerJoin('booking_order', 'booking_order.id', 'book_out_form.booking_order_id')
      .select(['book_out_form.status', 'booking_order.status as order_status', 'booking_order.deposit_amount'])
      .where('book_out_form.id', '=', form.id)
      .executeTakeFirstOrThrow();
    expect(made).toEqual({ status: 'FINISHED', order_status: 'WAIT_DEPOSIT_PAYMENT', deposit_amount: '50000' });

    // The diner opens the booking from the request and pays its deposit at the cashier.
    await page.reload();
    await visible(page, '.book-out-detail__order').click();
    await visible(page, '.order-detail__pay').click();
    await page.locator('.payment__money', { hasText: '¥500' }).waitFor();
    await visible(page, '.payment__pay').click();
    await page.waitForURL(/\/sandbox-pay\/cashier/);
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.waitForURL(/\/pages\/sub-user\/payment-result\/index/);
    await server.services.jobs.runDue(new Date());
    await page.locator('.result--paid').waitFor({ timeout: 20_000 });
    await page.locator('.result__view-order').click();
    await visible(page, '.order-detail__status-text').waitFor();
    expect(await visible(page, '.order-detail__status-text').textContent()).not.toContain('待支付');
    await shot(page, 'diner-book-out-paid-390');
    expect(diner.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
  });
});
