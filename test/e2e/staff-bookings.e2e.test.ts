import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { bookingStart, shiftedClock } from '../helpers/booking-time';
import { rawCall } from '../helpers/raw-call';
import { HEADER } from '@common/request-signature';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { pdfText } from './support/pdf-text';
import { addSession, loginBySms } from './support/staff-session';
import { businessDateOf } from '@common/zoned-time';

// The staff app's bookings side as a new staff member meets it: the
// real server with the demo seed (Jade Garden, bookings for tomorrow) and the real H5
// build. The staff account 13800000002 manages both stores.
// The server's clock follows real time; a journey that marks arrival moves it
// to the booking's time, as arrival is taken only around the booking.
const clock = shiftedClock();
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startAppServer({ now: clock.now });
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function staffPage(width = 390): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPhonePage(browser, width);
  await addSession(opened.context, server.url, staffSession);
  return opened;
}

/** NutUI's buttons are Taro components, not <button>s: found by their class and text. */
const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** Merchant mode as a person switches to it: the me tab's switch. */
async function toMerchantMode(page: Page) {
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.locator('.mode-switch__option--merchant:visible').click();
  await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
}

async function openTomorrowBoard(page: Page) {
  await page.locator('.merchant-entries__entry--booking').click();
  // The store's name in the reader's language (Simplified Chinese).
  await page.locator('.board-header__store-name', { hasText: '翡翠花园' }).waitFor();
  await page.locator('.board-header__step').nth(1).click();
  await page.locator('.booking-timeline__block').first().waitFor();
}

/** The demo store, its dinner shift, and the date of its bookings (tomorrow, the date the board shows). */
async function demoDinner() {
  const db = server.database.db;
  const store = await db
    .selectFrom('store')
    .select(['id'])
    .where('name', '=', 'Jade Garden · The Bund')
    .executeTakeFirstOrThrow();
  const dinner = await db
    .selectFrom('store_shift')
    .select(['id'])
    .where('store_id', '=', store.id)
    .where('name', '=', 'Dinner')
    .executeTakeFirstOrThrow();
  const date = await db
    .selectFrom('booking_order')
    .select(['reservation_date'])
    .where('store_id', '=', store.id)
    // The demo's upcoming bookings, not last week's (the reports' demo data).
    .where('reservation_date', '>=', businessDateOf(Date.now(), 'Asia/Shanghai'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { store, dinner, date };
}

describe('staff bookings in a browser', () => {
  it('finds the diner’s booking on the timeline and in the list, confirms it, marks arrival, sets the final amount, and the diner’s payment finishes it', async () => {
    const { page, problems } = await staffPage();
    await toMerchantMode(page);
    await page.locator('.operation-home__store-name', { hasText: 'Jade Garden' }).waitFor();
    await openTomorrowBoard(page);
    await shot(page, 'board-timeline');
    // A diner's own booking (made in the app, waiting for the store) is the Zhou party at 18:00.
    await page.locator('.booking-timeline__block', { hasText: 'Zhou' }).waitFor();
    await page.getByText('列表', { exact: true }).click();
    const card = page.locator('.booking-order-list__card', { hasText: 'Zhou' });
    await card.getByText('待确认').waitFor();
    await shot(page, 'board-list');
    await card.click();

    await page.locator('.order-summary__hint', { hasText: '请尽快确认订单' }).waitFor();
    await page.locator('.order-actions__button--confirm').click();
    await page.locator('.order-summary__status-text', { hasText: '待服务' }).waitFor();
    // The party comes at 18:00 tomorrow: arrival is taken from 16:00.
    const { date } = await demoDinner();
    const start = bookingStart({
      reservationDate: String(date.reservation_date).slice(0, 10),
      reservationStartSecond: 18 * 3600,
    });
    clock.set(new Date(start.getTime() - 5 * 60_000));
    await page.locator('.order-actions__button--arrive').click();
    await page.locator('.order-summary__status-text', { hasText: '已到店' }).waitFor();
    clock.set(new Date());
    await shot(page, 'order-arrived');

    await page.locator('.order-actions__button--setAmount').click();
    await page.locator('.staff-form__input--meal input').fill('680');
    await expect.poll(() => page.locator('.staff-form__input--final input').inputValue()).toBe('680');
    await button(page, '通知客人支付').click();
    await page.locator('.order-summary__status-text', { hasText: '待付尾款' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('id')!;

    // The diner pays the final amount in the sandbox cashier; the paid notification finishes the order.
    await dinerPaysFinal(orderId);
    await page.reload();
    await page.locator('.order-summary__status-text', { hasText: '已完成' }).waitFor();
    await page.locator('.order-log__type', { hasText: '支付尾款' }).waitFor();
    await page.locator('.order-log__type', { hasText: '设置尾款' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('creates a walk-in booking on a chosen table', async () => {
    const { page, problems } = await staffPage();
    await toMerchantMode(page);
    await openTomorrowBoard(page);
    // Tap the empty row of table B2 on the timeline: a booking on that table.
    const b2 = page.locator('.booking-timeline__name', { hasText: 'B2' });
    const index = await page
      .locator('.booking-timeline__name')
      .evaluateAll((rows, name) => rows.findIndex((r) => r.textContent?.startsWith(name as string)), 'B2');
    expect(await b2.count()).toBe(1);
    await page
      .locator('.booking-timeline__row')
      .nth(index)
      .click({ position: { x: 5, y: 5 } });
    await page.locator('.create-select__date').waitFor();
    await shot(page, 'create-select-opened');
    // Dinner runs every day (Mondays have no lunch).
    await page.locator('.create-select__slot', { hasText: '20:30' }).click();
    await page.locator('.create-select__table.staff-form__chip--on', { hasText: 'B2' }).waitFor();
    await shot(page, 'create-select');
    await button(page, '下一步').click();
    await page.locator('.create-form__phone-row input').fill('13700001234');
    await page.locator('.create-form__lastName input').fill('Walkin');
    await page.getByText('Walk-in', { exact: true }).click();
    await shot(page, 'create-form');
    await button(page, '确认预订').click();
    await page.locator('.order-summary__status-text', { hasText: '待服务' }).waitFor();
    await page.locator('.nut-cell', { hasText: 'B2' }).waitFor();
    await page.locator('.nut-cell', { hasText: 'Walk-in' }).waitFor();
    // Back from the booking just made passes over its filled form, to the board.
    await page.goBack();
    await page.locator('.booking-timeline__block', { hasText: 'Walkin' }).waitFor();
    expect(await page.locator('.create-select__date').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows a booking made on another device within a few seconds, without a reload', async () => {
    const { page, problems } = await staffPage();
    await toMerchantMode(page);
    await openTomorrowBoard(page);
    await page.getByText('列表', { exact: true }).click();
    await page.locator('.booking-order-list__card').first().waitFor();
    // Another device (the same staff member's phone) books through the API.
    const { store, dinner, date } = await demoDinner();
    const made = await rawCall(
      server.url,
      '/grpc/private/booking.v1.StoreBookingOrderService/CreateStoreBookingOrder',
      JSON.stringify({
        storeId: store.id,
        diner: { lastName: 'Elsewhere', phone: '13700005678', phoneRegionCode: '86' },
        reservationDate: String(date.reservation_date).slice(0, 10),
        adultCount: 2,
        storeShiftId: dinner.id,
        reservationStartSecond: 21 * 3600,
      }),
      { headers: { cookie: `fb_session=${staffSession}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' } },
    );
    expect(made.status).toBe(200);
    // The board polls every few seconds (LIVE_POLL_MS): no reload, within a few polls.
    await page.locator('.booking-order-list__name', { hasText: 'Elsewhere' }).waitFor({ timeout: 15_000 });

    // Its page, open here, follows a change made on the other device too.
    await page.locator('.booking-order-list__card', { hasText: 'Elsewhere' }).click();
    await page.locator('.order-summary__status-text').waitFor();
    const orderId = (made.json as { order: { model: { id: string } } }).order.model.id;
    const remarked = await rawCall(
      server.url,
      '/grpc/private/booking.v1.StoreBookingModifyService/ModifyStoreRemark',
      JSON.stringify({ storeId: store.id, bookingOrderId: orderId, storeRemark: 'Window seat please' }),
      { headers: { cookie: `fb_session=${staffSession}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' } },
    );
    expect(remarked.status).toBe(200);
    await page.locator('.nut-cell', { hasText: 'Window seat please' }).waitFor({ timeout: 10_000 });
    expect(problems).toEqual([]);
  });

  it('records a deposit paid in cash at the counter, then refunds all of it', async () => {
    const { page, problems } = await staffPage();
    await toMerchantMode(page);
    // A phone booking for which staff ask a ¥200 deposit: it waits for the deposit.
    const { store, dinner, date } = await demoDinner();
    const made = await rawCall(
      server.url,
      '/grpc/private/booking.v1.StoreBookingOrderService/CreateStoreBookingOrder',
      JSON.stringify({
        storeId: store.id,
        diner: { lastName: 'Counter', phone: '13700009876', phoneRegionCode: '86' },
        reservationDate: String(date.reservation_date).slice(0, 10),
        adultCount: 2,
        storeShiftId: dinner.id,
        reservationStartSecond: 17.5 * 3600,
        depositAmount: '20000',
      }),
      { headers: { cookie: `fb_session=${staffSession}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' } },
    );
    expect(made.status).toBe(200);
    const orderId = (made.json as { order: { model: { id: string } } }).order.model.id;

    await page.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${orderId}`);
    await page.locator('.order-summary__status-text', { hasText: '待付订金' }).waitFor();
    await page.locator('.order-actions__link--deposit').click();
    await page.locator('.deposit-links__link--depositPayment').click();
    await page.locator('.option-list__item:visible', { hasText: '现金' }).click();
    await button(page, '确认已收订金 ¥200').click();
    // Back on the deposit page (the one with the money record; the screen it left may
    // still be in the document a moment): paid, and all of it still held.
    const depositPage = page.locator('.order-page', { has: page.locator('.money-log') });
    await depositPage.locator('.money-log__type', { hasText: '线下订金 ¥200' }).waitFor();
    await depositPage.locator('.money-rows__row--paid', { hasText: '¥200' }).waitFor();
    await depositPage.locator('.money-rows__row--netPaid', { hasText: '¥200' }).waitFor();
    await shot(page, 'deposit-paid');

    await depositPage.locator('.deposit-links__link--depositRefund').click();
    await button(page, '全部退还 ¥200').click();
    await page.locator('.taro-modal__text', { hasText: '确认退还全部订金 ¥200？' }).waitFor();
    await page.locator('.taro-model__confirm:visible').click();
    // Cash taken at the counter is handed back at once: refunded, nothing held.
    // The record has the refund and, at once, its outcome.
    await depositPage.locator('.money-log__note', { hasText: '请当面把现金 ¥200 退还客人' }).waitFor();
    await depositPage.locator('.money-rows__row--refunded', { hasText: '¥200' }).waitFor();
    await depositPage.locator('.money-rows__row--netPaid', { hasText: '¥0' }).waitFor();
    await shot(page, 'deposit-refunded');
    expect(problems).toEqual([]);
  });

  it('moves a booking to another time with one more guest, in one change shown in its log', async () => {
    const { page, problems } = await staffPage();
    await toMerchantMode(page);
    const { store, dinner, date } = await demoDinner();
    const made = await rawCall(
      server.url,
      '/grpc/private/booking.v1.StoreBookingOrderService/CreateStoreBookingOrder',
      JSON.stringify({
        storeId: store.id,
        diner: { lastName: 'Mover', phone: '13700004321', phoneRegionCode: '86' },
        reservationDate: String(date.reservation_date).slice(0, 10),
        adultCount: 2,
        storeShiftId: dinner.id,
        reservationStartSecond: 17.5 * 3600,
      }),
      { headers: { cookie: `fb_session=${staffSession}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' } },
    );
    expect(made.status).toBe(200);
    const orderId = (made.json as { order: { model: { id: string } } }).order.model.id;
    await page.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${orderId}`);
    await page.locator('.order-actions__link--reschedule').click();
    await page.locator('.reschedule__slot', { hasText: '20:00' }).waitFor();
    await page.locator('.count-stepper__more').first().click();
    await page.locator('.reschedule__slot', { hasText: '20:00' }).click();
    await shot(page, 'reschedule');
    await button(page, '确认修改').click();
    await page.locator('.order-log__type', { hasText: '修改人数' }).waitFor();
    await page.locator('.order-log__type', { hasText: '修改桌位' }).waitFor();
    expect(await page.locator('.order-summary').textContent()).toContain('20:00');
    expect(problems).toEqual([]);
  });

  it('prints the day sheet to PDF with the bookings in it', async () => {
    const { page, problems } = await staffPage(1280);
    await toMerchantMode(page);
    await openTomorrowBoard(page);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.locator('.booking-home__actions .nut-button', { hasText: '打印' }).click();
    await page.locator('.print-sheet__title').waitFor();
    await page.locator('.print-settings__row--columns').getByText('2栏').click();
    await page.locator('.print-settings__row--orientation').getByText('横向').click();
    await page.locator('.print-settings__row--phone').getByText('完整').click();
    await page.locator('.print-sheet--cols-2.print-sheet--landscape').waitFor();
    await shot(page, 'print-preview');
    await page.evaluate(() => {
      window.print = () => void ((window as unknown as { printed: number }).printed = 1);
    });
    await page.locator('.print-preview__toolbar .nut-button').click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    if (SHOTS) fs.writeFileSync(path.join(SHOTS, 'day-sheet.pdf'), pdf);
    // Chromium draws each word as its own run: compare with whitespace made single spaces.
    const text = pdfText(pdf).join('\n').replace(/\s+/g, ' ');
    for (const name of ['Wong', 'Chan', 'Lau', 'Zhou', 'VIP Room', '18:30', '13900000012'])
      expect(text).toContain(name);
    // Only the sheet prints: not the settings around it.
    expect(text).not.toContain('Print settings');
    expect(problems).toEqual([]);
  });
});

/** The diner (13800000001) pays the final amount through the sandbox cashier. */
async function dinerPaysFinal(orderId: string) {
  // Zhou, who made the booking in the app (demo data).
  const diner = await loginBySms(server.url, '13900000015');
  const created = await rawCall(
    server.url,
    '/grpc/public/payment.v1.PublicTransactionService/CreateTransaction',
    JSON.stringify({
      purpose: 'BOOKING_ORDER_FINAL_PAYMENT',
      subjectId: orderId,
      channel: 'SANDBOX',
      method: 'ALIPAY_APP_PAY',
      returnPath: '/app/pages/sub-user/payment-result/index',
    }),
    {
      headers: {
        cookie: `fb_session=${diner.session}`,
        [HEADER.clientPlatform]: 'H5',
        [HEADER.platformId]: 'web',
        [HEADER.currentPath]: '/pages/sub-user/payment/index',
        [HEADER.clientVersion]: 'e2e',
      },
    },
  );
  expect(created.status).toBe(200);
  const url = (created.json as { payParams?: { url?: string; cashierUrl?: string } }).payParams;
  const cashier = url?.url ?? url?.cashierUrl ?? '';
  const { page } = await openPhonePage(browser);
  await page.goto(cashier);
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL(/payment-result/);
  await server.services.jobs.runDue(new Date(Date.now() + 60_000));
}
