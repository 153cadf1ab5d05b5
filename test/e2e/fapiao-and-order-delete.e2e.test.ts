import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { rawCall } from '../helpers/raw-call';
import { HEADER } from '@common/request-signature';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { completeProfile } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';

// The demo diner saves a company fapiao title and puts it on their booking;
// the manager reads it on the booking and in its log. The store turns the
// booking down, and the manager deletes it: it leaves the store's board,
// while the diner still finds it among their bookings.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
let dinerSession: string;
const COMPANY = 'Fixture Trading Co.';
const CODE = '91350100M000100Y43';

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
  // Zhou, whose app booking waits for the store in the demo data; a diner who completed their profile.
  dinerSession = (await loginBySms(server.url, '13900000015')).session;
  await completeProfile(server.url, dinerSession, '13900000015');
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const visible = (page: Page, selector: string) => page.locator(`${selector}:visible`).first();
const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text });
const shots = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function call(session: string, path: string, body: unknown) {
  const answer = await rawCall(server.url, path, JSON.stringify(body), {
    headers: { cookie: `fb_session=${session}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' },
  });
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json;
}

/** Zhou's own booking at The Bund (waiting for the store). */
async function dinerBooking() {
  return server.database.db
    .selectFrom('booking_order')
    .select(['id', 'store_id', 'reservation_date'])
    .where('status', '=', 'WAIT_STORE_CONFIRM')
    .where('diner_last_name', '=', 'Zhou')
    .executeTakeFirstOrThrow();
}

describe('fapiao titles and deleting an order in a browser', () => {
  it('the diner puts a company title on a booking, staff read it, then delete the closed booking', async () => {
    const order = await dinerBooking();
    const diner = await openPhonePage(browser, 390);
    await addSession(diner.context, server.url, dinerSession);
    const page = diner.page;

    // Me > fapiao titles: a company title, checked on the form before it is sent.
    await page.goto(`${server.url}/app/pages/me/index`);
    await visible(page, '.me__fapiao').click();
    await visible(page, '.fapiao-page__empty').waitFor();
    await visible(page, '.fapiao-page__add').click();
    await visible(page, '.fapiao-form__kind--COMPANY').click();
    await visible(page, '.fapiao-form__input--title input').fill(COMPANY);
    await visible(page, '.fapiao-form__input--taxpayerId input').fill('91350100M000100Y40');
    await visible(page, '.fapiao-form__save').click();
    expect(await visible(page, '.fapiao-form__problem').textContent()).toBe('纳税人识别号不是有效的统一社会信用代码');
    await visible(page, '.fapiao-form__input--taxpayerId input').fill(CODE.toLowerCase());
    await visible(page, '.fapiao-form__input--email input').fill('ap@fixture.cn');
    await shot(page, 'diner-fapiao-form-390');
    await visible(page, '.fapiao-form__save').click();
    const saved = page.locator('[data-testid="fapiao-title"]:visible');
    await saved.first().waitFor();
    expect(await saved.count()).toBe(1);
    expect(await saved.first().textContent()).toContain(CODE);
    expect(await saved.first().textContent()).toContain('默认');
    await shot(page, 'diner-fapiao-list-390');

    // On the booking: choose it.
    await page.goto(`${server.url}/app/pages/sub-user/order-detail/index?id=${order.id}`);
    await visible(page, '.order-detail__fapiao-none').waitFor();
    await visible(page, '.order-detail__fapiao-choose').click();
    await button(page, '用于此订单').click();
    await visible(page, '.order-detail__fapiao .fapiao-summary__title').waitFor();
    expect(await visible(page, '.order-detail__fapiao').textContent()).toContain(COMPANY);
    await shot(page, 'diner-order-fapiao-390');

    // The manager sees it on the booking and in its log, in words.
    const staff = await openPhonePage(browser, 390);
    await addSession(staff.context, server.url, staffSession);
    const s = staff.page;
    await s.goto(`${server.url}/app/pages/me/index`);
    await visible(s, '.mode-switch__option--merchant').click();
    await s.locator('.nav-bar__title:visible', { hasText: '经营' }).waitFor();
    await s.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${order.id}`);
    await s.locator('.nut-cell:visible', { hasText: '发票抬头' }).filter({ hasText: COMPANY }).waitFor();
    await s.locator('.nut-cell:visible', { hasText: '纳税人识别号' }).filter({ hasText: CODE }).waitFor();
    await s.getByText('添加发票抬头').first().waitFor();
    await shot(s, 'staff-order-fapiao-390');

    // The store turns the booking down; a closed booking offers delete, after a question.
    await call(staffSession, '/grpc/private/booking.v1.StoreBookingActionService/CloseBookingOrder', {
      storeId: order.store_id,
      bookingOrderId: order.id,
      closeReason: 'STORE_REJECT',
    });
    await s.reload();
    await s.locator('.order-summary__status-text:visible', { hasText: '已关闭' }).waitFor();
    await visible(s, '.order-actions__link--deleteOrder').click();
    await visible(s, '.taro-modal__text').waitFor();
    expect(await visible(s, '.taro-modal__text').textContent()).toContain('客人自己的订单记录仍会保留');
    await visible(s, '.taro-model__confirm').click();
    await expect
      .poll(
        async () =>
          (
            await server.database.db
              .selectFrom('booking_order')
              .select('delete_time')
              .where('id', '=', order.id)
              .executeTakeFirstOrThrow()
          ).delete_time,
      )
      .not.toBeNull();
    // Gone from the store's list of the day.
    const date = String(order.reservation_date).slice(0, 10);
    await s.goto(`${server.url}/app/pages/sub-store/booking-home/index?date=${date}`);
    await s.getByText('列表', { exact: true }).click();
    await s.locator('.booking-order-list__card').first().waitFor();
    expect(await s.locator('.booking-order-list__card', { hasText: 'Zhou' }).count()).toBe(0);

    // The diner still finds it, with its fapiao title.
    await page.goto(`${server.url}/app/pages/sub-user/order-detail/index?id=${order.id}`);
    await visible(page, '.order-detail__fapiao .fapiao-summary__title').waitFor();
    expect(await visible(page, '.order-detail__status-text').textContent()).toBeTruthy();
    expect(diner.problems).toEqual([]);
    expect(staff.problems).toEqual([]);
  });
});
