import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { formatSecondOfDay } from '@common/shift-time';
import { nextOpenSlot } from '../helpers/open-dates';
import type { TestServer } from '../helpers/test-server';
import { bookTable, logInWithPhoneCode, logOut, payDeposit } from './support/diner-steps';
import { MiniApp } from './support/mini-app';
import { logInToMerchantTools } from './support/staff-steps';
import { shiftedClock } from '../helpers/booking-time';
import { zonedInstant } from '@common/zoned-time';
import { startWeappServer } from './support/weapp-server';

// A diner and the store's staff in the WeChat mini-program, on the compiled pages of
// dist/weapp, against the real server: log in with a phone code, book, pay the deposit
// through the sandbox channel, the staff confirm and mark arrival, the diner cancels
// another booking and sees the refund. One phone: the diner logs out and the staff
// member logs in on it.
const DIST = path.resolve(__dirname, '../../dist/weapp');
const DINER_PHONE = '13912345001';
const STAFF_PHONE = '13800000002';
let server: TestServer;
let app: MiniApp;
let store: { id: string; timezone: string };
let paidOrderId = '';
let paidSlot: { date: string; startSecond: number } | null = null;
// The server's clock: arrival is taken only around a booking's time, so staff mark it at that time.
const clock = shiftedClock();
const deliverJobs = () => server.services.jobs.runDue(new Date());

async function dinnerSlot(daysAhead: number) {
  const { sessionKey } = await server.createUserSession();
  const availability = server.client(DinerAvailabilityService, { sessionKey });
  const slot = await nextOpenSlot(availability, store, 'Dinner', { daysAhead, people: 6 });
  // The diner reads the shift by its Simplified Chinese name (the demo shift's intlName).
  return { date: slot.date, startSecond: slot.startSecond, time: formatSecondOfDay(slot.startSecond), shift: '晚市' };
}

beforeAll(async () => {
  server = await startWeappServer({ now: clock.now });
  const found = (await server.client(StoreService).queryStores({})).list.find((s) => s.timezone === 'Asia/Hong_Kong')!;
  store = { id: found.model!.id, timezone: found.timezone };
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
  await app.reLaunch('/pages/home/index');
});
afterAll(async () => {
  await server?.close();
});

describe('the WeChat mini-program against the real server', () => {
  it('a diner logs in with a phone code', async () => {
    await logInWithPhoneCode(app, server.url, DINER_PHONE);
    const me = await app.reLaunch('/pages/me/index');
    await me.waitForText('139****5001');
    // Every call so far went to the server as the WeChat mini-program (and was signed, or refused).
    const rpcs = app.host.requests.filter((r) => r.path.startsWith('/grpc/'));
    expect(rpcs.length).toBeGreaterThan(0);
    expect(rpcs.every((r) => r.platform === 'WECHAT_MINI_PROGRAM' && r.status === 200)).toBe(true);
    expect(app.errors).toEqual([]);
  });

  it('books a table, pays the deposit through the sandbox channel and sees the order with its code', async () => {
    // Six at dinner: the demo's deposit policy asks 100 a person, in the store's Hong Kong dollars.
    const slot = await dinnerSlot(2);
    paidSlot = slot;
    const payment = await bookTable(app, store.id, slot, 6);
    await payment.waitForElement('payment__money', 'HK$600');
    await payment.waitForElement('payment__countdown');
    const result = await payDeposit(app, server.url, deliverJobs);
    await result.waitForText('HK$600');
    await result.tap('result__view-order');
    const detail = await app.waitForPage('pages/sub-user/order-detail/index');
    await detail.waitForElement('order-detail__status-text', '待门店确认');
    expect(detail.find('order-detail__code').textContent).toMatch(/\d{6,}/);
    paidOrderId = detail.query.id ?? detail.query.orderId ?? '';
    expect(paidOrderId).not.toBe('');
    expect(app.errors).toEqual([]);
  });

  it('the diner cancels another booking and sees the deposit refunded', async () => {
    await app.reLaunch('/pages/home/index');
    const payment = await bookTable(app, store.id, await dinnerSlot(4), 6);
    await payment.waitForElement('payment__money', 'HK$600');
    const result = await payDeposit(app, server.url, deliverJobs);
    await result.tap('result__view-order');
    const detail = await app.waitForPage('pages/sub-user/order-detail/index');
    await detail.waitForElement('order-detail__cancel');
    await detail.tap('order-detail__cancel');
    const cancel = await app.waitForPage('pages/sub-user/order-cancel/index');
    await cancel.waitForElement('chip', '行程有变');
    await cancel.tap('chip', '行程有变');
    await cancel.tap('order-cancel__submit');
    await cancel.waitForElement('order-cancel__confirm', '确认');
    await cancel.tap('nut-dialog-footer-ok');
    await app.waitFor(() => app.current.route === 'pages/sub-user/order-detail/index', 'the order again');
    await deliverJobs();
    const after = await app.reLaunch(`/pages/sub-user/order-detail/index?id=${detail.query.id}`);
    await after.waitForText('已退');
    expect(app.errors).toEqual([]);
  });

  it('staff in merchant mode confirm the booking and mark the diner arrived', async () => {
    await logOut(app);
    await logInToMerchantTools(app, server.url, STAFF_PHONE);
    await app.waitForPage('pages/sub-store/operation-tab/index');
    await app.current.waitForText('经营');
    // The staff app's own texts came with the staff subpackage, not the main package.
    await app.current.waitForText('切换门店');
    // The booking is at the Hong Kong store: the staff member switches to it, then opens the order.
    const stores = await app.navigateTo('/pages/sub-store/store-search/index');
    await stores.waitForElement('store-search__store', 'Central');
    await stores.tap('store-search__store', 'Central');
    const order = await app.navigateTo(`/pages/sub-store/store-order-detail/index?id=${paidOrderId}`);
    await order.waitForElement('order-summary__hint', '请尽快确认订单');
    await order.tap('order-actions__button--confirm');
    await order.waitForElement('order-summary__status-text', '待服务');
    clock.set(zonedInstant(paidSlot!.date, paidSlot!.startSecond, store.timezone));
    await order.tap('order-actions__button--arrive');
    await order.waitForElement('order-summary__status-text', '已到店');
    expect(app.errors).toEqual([]);
  });
});
