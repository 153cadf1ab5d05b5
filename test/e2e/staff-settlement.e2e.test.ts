import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { rawCall } from '../helpers/raw-call';
import { HEADER } from '@common/request-signature';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';
import { businessDateOf } from '@common/zoned-time';

// A manager grants a diner's cancellation and chooses what becomes of the
// deposit held: the order closes with nothing held, and its money record
// shows the refund (before, granting closed it with the ¥200 still held).
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
let dinerSession: string;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
  dinerSession = (await loginBySms(server.url, '13800000001')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const button = (page: Page, text: string) => page.locator('.nut-button:visible', { hasText: text });

async function call(session: string, path: string, body: unknown) {
  const answer = await rawCall(server.url, path, JSON.stringify(body), {
    headers: { cookie: `fb_session=${session}`, [HEADER.clientPlatform]: 'H5', [HEADER.platformId]: 'web' },
  });
  expect(answer.status, `${path}: ${answer.text}`).toBe(200);
  return answer.json as { order: { model: { id: string } }; applied?: boolean };
}

/** A booking of the demo diner's with a ¥200 deposit paid in cash, whose cancel they have applied for. */
async function cancellationApplied(): Promise<string> {
  const db = server.database.db;
  const store = await db
    .selectFrom('store')
    .select(['id'])
    .where('name', '=', 'Jade Garden · The Bund')
    .executeTakeFirstOrThrow();
  // Cancelling turns into an application 60 days ahead, so the diner's cancel of tomorrow's booking is one.
  await db.updateTable('store').set({ latest_cancel_day: 60 }).where('id', '=', store.id).execute();
  const dinner = await db
    .selectFrom('store_shift')
    .select(['id'])
    .where('store_id', '=', store.id)
    .where('name', '=', 'Dinner')
    .executeTakeFirstOrThrow();
  const { reservation_date: date } = await db
    .selectFrom('booking_order')
    .select(['reservation_date'])
    .where('store_id', '=', store.id)
    // The demo's upcoming bookings, not last week's (the reports' demo data).
    .where('reservation_date', '>=', businessDateOf(Date.now(), 'Asia/Shanghai'))
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const made = await call(staffSession, '/grpc/private/booking.v1.StoreBookingOrderService/CreateStoreBookingOrder', {
    storeId: store.id,
    diner: { lastName: 'Refund', phone: '13800000001', phoneRegionCode: '86' },
    reservationDate: String(date).slice(0, 10),
    adultCount: 2,
    storeShiftId: dinner.id,
    reservationStartSecond: 17.5 * 3600,
    depositAmount: '20000',
  });
  const orderId = made.order.model.id;
  await call(staffSession, '/grpc/private/booking.v1.StoreDepositService/PayDepositOffline', {
    storeId: store.id,
    bookingOrderId: orderId,
    offlineKind: 'CASH',
  });
  const cancelled = await call(dinerSession, '/grpc/private/booking.v1.DinerBookingOrderService/CancelMyBookingOrder', {
    bookingOrderId: orderId,
  });
  expect(cancelled.applied).toBe(true);
  return orderId;
}

describe('granting a cancellation in a browser', () => {
  it('asks what becomes of the deposit held, refunds it, and the money record shows the refund', async () => {
    const orderId = await cancellationApplied();
    const { page, problems } = await openPhonePage(browser, 390);
    await addSession(page.context(), server.url, staffSession);
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.locator('.mode-switch__option--merchant:visible').click();
    await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();

    await page.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${orderId}`);
    await page.locator('.order-summary__status-text', { hasText: '取消处理中' }).waitFor();
    await page.locator('.order-actions__button--agreeCancel').click();
    await page.locator('.option-list', { hasText: '尚余订金 ¥200，如何处理' }).waitFor();
    await page.locator('.option-list__item--selected:visible', { hasText: '全部退还' }).waitFor();
    await page.getByText('将退还 ¥200，扣除 ¥0').waitFor();
    await button(page, '同意取消').click();
    await page.locator('.taro-modal__text', { hasText: '同意用户取消？订单将关闭。' }).waitFor();
    await page.locator('.taro-model__confirm:visible').click();

    // Back on the order: closed, and its money record says where the ¥200 went.
    await page.locator('.store-order-detail .order-summary__status-text', { hasText: '已关闭' }).waitFor();
    await page.locator('.order-actions__link--deposit:visible').click();
    const depositPage = page.locator('.order-page', { has: page.locator('.money-log') });
    await depositPage.locator('.money-rows__row--refunded', { hasText: '¥200' }).waitFor();
    await depositPage.locator('.money-rows__row--netPaid', { hasText: '¥0' }).waitFor();
    await depositPage.locator('.money-log__note', { hasText: '请当面把现金 ¥200 退还客人' }).waitFor();
    expect(problems).toEqual([]);
  });
});
