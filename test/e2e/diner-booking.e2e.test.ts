import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf, isoWeekday } from '@common/zoned-time';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { confirmBooking, pickDate, pickTime, setNumber } from './support/booking-steps';
import { logInDiner } from './support/diner-session';
import { logInThroughUi, visible } from './support/login';

// A new diner in a real browser against the real server and the demo data:
// search, book, see the order and its QR code, cancel, and meet a full slot.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
const stores: Record<string, { id: string; timezone: string }> = {};

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  for (const s of (await server.client(StoreService).queryStores({})).list) {
    stores[s.timezone] = { id: s.model!.id, timezone: s.timezone };
  }
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const dayAfter = (timezone: string, days: number) => addDays(businessDateOf(Date.now(), timezone), days);

async function newDiner(phone: string) {
  const session = await openPhonePage(browser);
  await logInDiner(server.url, session.context, phone);
  return session;
}

describe('a new diner in the browser', () => {
  it('finds the demo store by search, books 4 people tomorrow, and sees the order, its QR code and history', async () => {
    const { page, problems } = await newDiner('13912340001');
    await page.goto(`${server.url}/app/`);
    await page.locator('.home-search-bar').click();
    await page.locator('.home-search__bar input').fill('Bund');
    await page.locator('.home-search__submit').click();
    await page.locator('.store-card:visible', { hasText: '翡翠花园 · 外滩' }).click();

    await page.locator('.store-detail__book').click();
    // The demo store has a booking notice: it comes first.
    await page.locator('.notice__content:visible', { hasText: 'Tables are held for 15 minutes' }).waitFor();
    await page.locator('.notice__agree').click();

    await setNumber(page, '.booking-before__adults', 4);
    const tomorrow = dayAfter('Asia/Shanghai', 1);
    await pickDate(page, tomorrow);
    // Dinner: the demo stores serve no lunch on Mondays.
    await pickTime(page, '晚市', '17:30');
    await page.locator('.booking-before__next').click();

    await page.locator('.booking-confirm__summary', { hasText: `${tomorrow} 17:30` }).waitFor();
    await page.locator('.booking-confirm__deposit', { hasText: '无需订金' }).waitFor();
    await confirmBooking(page, '王');
    // No deposit for 4 at dinner: straight to the order, waiting for the store.
    await page.locator('.order-detail__status-text', { hasText: '待门店确认' }).waitFor();
    await page.locator('.order-detail__people', { hasText: '4 人' }).waitFor();
    // The order names its shift and the table the store's plan gave it.
    await page.locator('.order-detail__when', { hasText: `${tomorrow} 17:30 · 晚市` }).waitFor();
    expect((await page.locator('.order-detail__tables').textContent())!.trim()).toMatch(/^[A-Z]\d+$/);
    const code = (await page.locator('.order-detail__code').textContent())!.trim();
    expect(code).toMatch(/^\d{8}$/);

    await page.locator('.order-detail__qr').click();
    await page.locator('.order-qrcode__code', { hasText: code }).waitFor();
    expect(Number(await page.locator('.qr-code').getAttribute('data-modules'))).toBeGreaterThanOrEqual(21);
    expect(await page.locator('.qr-code__run').count()).toBeGreaterThan(50);

    await page.goto(`${server.url}/app/pages/sub-user/order-history/index`);
    await page.locator('.order-card:visible', { hasText: `${tomorrow} 17:30` }).waitFor();
    await page.locator('.order-card:visible', { hasText: '翡翠花园 · 外滩' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('books again and cancels it after confirming, and the order shows as closed', async () => {
    const { page } = await newDiner('13912340002');
    const { id } = stores['Asia/Hong_Kong'];
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${id}`);
    await pickDate(page, dayAfter('Asia/Hong_Kong', 2));
    await pickTime(page, '晚市', '17:30');
    await page.locator('.booking-before__next').click();
    await confirmBooking(page, 'Chan');
    await page.locator('.order-detail__status-text', { hasText: '待门店确认' }).waitFor();
    const orderUrl = page.url();

    // The same time again: refused for the booking still waiting, which the page names and leads to.
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${id}`);
    await pickDate(page, dayAfter('Asia/Hong_Kong', 2));
    await pickTime(page, '晚市', '17:30');
    await page.locator('.booking-before__next').click();
    await confirmBooking(page, 'Chan');
    await page.locator('.booking-blocked-dialog__reason', { hasText: '您有待确认的订单' }).waitFor();
    await page.locator('.booking-blocked-dialog__order', { hasText: '17:30' }).waitFor();
    await page.locator('.booking-blocked-dialog .nut-dialog-footer-ok', { hasText: '查看该订单' }).click();
    await page.locator('.order-detail__status-text', { hasText: '待门店确认' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(new URL(orderUrl).searchParams.get('id'));

    await page.locator('.order-detail__cancel').click();
    await page.locator('.order-cancel__reasons .chip', { hasText: '行程有变' }).click();
    await page.locator('.order-cancel__submit').click();
    // Nothing happens before the diner confirms.
    await page.getByText('确定取消这个预订吗？').waitFor();
    await page.locator('.order-cancel__confirm .nut-dialog-footer-ok').click();
    await page.locator('.order-detail__status-text', { hasText: '已关闭' }).waitFor();
    await page.getByText('您已取消预订').waitFor();
    // A cancelled booking is not shown at the door nor shared.
    expect(await page.locator('.order-detail__qr').count()).toBe(0);
    expect(await page.locator('.order-detail__share').count()).toBe(0);
  });

  it('says a slot filled meanwhile is full and offers to select again, where it shows as full', async () => {
    const { page } = await newDiner('13912340003');
    const { id, timezone } = stores['Asia/Shanghai'];
    // A lunch: not on a Monday, when the demo stores open for dinner only.
    const date = isoWeekday(dayAfter(timezone, 3)) === 1 ? dayAfter(timezone, 4) : dayAfter(timezone, 3);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${id}`);
    // Twelve people: only the VIP room seats them.
    await setNumber(page, '.booking-before__adults', 12);
    await pickDate(page, date);
    await pickTime(page, '午市', '12:00');
    await page.locator('.booking-before__next').click();
    await page.locator('.booking-confirm__lastName input').waitFor();

    // Someone else takes the room while this diner fills in the form.
    const other = await server.createUserSession();
    const { order } = await server
      .client(DinerBookingOrderService, { sessionKey: other.sessionKey })
      .createBookingOrder({
        storeId: id,
        diner: { lastName: 'Early' },
        reservationDate: date,
        adultCount: 12,
        reservationStartSecond: 12 * 3600,
      });
    expect(order?.status).not.toBe(Status.CLOSED);

    await confirmBooking(page, 'Late');
    await page.getByText('预订已满，请重新选择').waitFor();
    await page.locator('.booking-full-dialog .nut-dialog-footer-ok', { hasText: '重新选择' }).click();
    // Back on booking-before, the time is now shown full and cannot be chosen.
    await page.locator('.slot--taken', { hasText: '12:00' }).waitFor();
    expect(await page.locator('.booking-before__next').getAttribute('class')).toContain('nut-button-disabled');
  });

  it('shows a visitor the times and the deposit before login, asks for the login at "next", and goes on with the same choice', async () => {
    const { page, problems } = await openPhonePage(browser);
    const { id, timezone } = stores['Asia/Shanghai'];
    const date = dayAfter(timezone, 2);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=${id}`);
    await setNumber(page, '.booking-before__adults', 6);
    await pickDate(page, date);
    await pickTime(page, '晚市', '18:30');
    // The demo store's policy: dinner for six or more pays a deposit, said before the last step.
    await visible(page, '[data-testid="deposit-hint"]').waitFor();
    expect(await visible(page, '[data-testid="deposit-hint"]').textContent()).toBe('6 位用餐需付订金 ¥600，下单后支付');

    await visible(page, '.booking-before__next').click();
    await page.waitForURL(/pages\/sub-user\/login\/index/);
    await logInThroughUi(page, server.url, '13912340004');
    await visible(page, '.completion__last-name input').fill('周');
    await visible(page, '.completion__first-name input').fill('敏');
    await visible(page, '.completion__save').click();

    // Logged in, on to the confirm page with the party, day and time chosen before.
    await visible(page, '.booking-confirm__summary').waitFor({ timeout: 20_000 });
    expect(await visible(page, '.booking-confirm__summary').textContent()).toContain(`${date} 18:30`);
    expect(await visible(page, '.booking-confirm__summary').textContent()).toContain('6');
    await visible(page, '.booking-confirm__deposit').waitFor();
    expect(await visible(page, '.booking-confirm__deposit').textContent()).toContain('¥600');
    // Back goes to the booking page, not to the login.
    await page.goBack();
    await page.waitForURL(/pages\/sub-user\/booking-before\/index/);
    expect(problems).toEqual([]);
  });
});
