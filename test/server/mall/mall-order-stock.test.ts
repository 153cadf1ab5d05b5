import { Code } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { MallOrder_CloseReason as Reason, MallOrder_Status as Status } from '@gen/mall/v1/mall_order_pb';
import { SaleMode, StockMode } from '@gen/mall/v1/mall_pb';
import { StoreMallConfigService } from '@gen/mall/v1/store_mall_config_service_pb';
import { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentPurpose, Transaction_Kind, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { pressCashierButton } from '../payment/support/sandbox-cashier';
import { addressOf, cart, order, payOrder, productWithSku, soldOf } from './mall-fixture';

// Orders racing for the last units of each stock and sale mode, stock coming
// back when orders close, and the lapse and receipt timers on a controlled clock.
const START = '2026-11-30T10:00:00Z';
const clock = testClock(START);
let server: TestServer;
let f: BookingFixture;
let home: string;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  home = await addressOf(f.dinerA);
}, 60_000);
afterAll(() => server.close());

const diner = () => f.dinerA.client(DinerMallOrderService);
const get = async (orderId: string) => (await diner().getMyMallOrder({ orderId })).order!;
const runJobs = () => server.services.jobs.runDue(clock.now());

/**
 * `count` orders of one unit each at once; how many were made and the refusals'
 * codes and messages (stock running out is a business refusal, never a 429).
 */
async function race(skuId: string, count: number) {
  const results = await Promise.allSettled(
    Array.from({ length: count }, () => order(f.dinerA, f.x.storeId, [cart(skuId)], home)),
  );
  const refusals = results.flatMap((r) => {
    if (r.status !== 'rejected') return [];
    const error = r.reason as { rawMessage: string; code: number };
    return [`${Code[error.code]}: ${error.rawMessage}`];
  });
  return { made: count - refusals.length, refusals: [...new Set(refusals)] };
}

describe('orders racing for the last units', () => {
  it('real stock, normal sale: 50 orders at once for the last 10 units make exactly 10', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 10 });
    expect(await race(skuId, 50)).toEqual({
      made: 10,
      refusals: [`FailedPrecondition: ${SERVER_MESSAGE.stockNotEnough}`],
    });
    expect(await soldOf(f, skuId)).toBe(10);
  });

  it('real stock, daily sale: the store’s business date in the seller config’s zone has its own 10', async () => {
    const { skuId } = await productWithSku(f, { saleMode: SaleMode.DAILY }, { stock: 10 });
    expect((await race(skuId, 30)).made).toBe(10);
    // 10:00 UTC on 30 November is 18:00 in Shanghai: that day's stock.
    expect(await soldOf(f, skuId, '2026-11-30')).toBe(10);
    const config = f.staffX.client(StoreMallConfigService);
    const base = { deliveryEnabled: true, selfPickupEnabled: true, autoReceiveDays: 7 };
    clock.set('2026-11-30T20:00:00Z');
    try {
      // 04:00 on 1 December in Shanghai, still 30 November in Los Angeles.
      await config.saveStoreMallConfig({ storeId: f.x.storeId, config: { ...base, timezone: 'America/Los_Angeles' } });
      expect((await race(skuId, 3)).made).toBe(0);
      await config.saveStoreMallConfig({ storeId: f.x.storeId, config: { ...base, timezone: 'Asia/Shanghai' } });
      const o = await order(f.dinerA, f.x.storeId, [cart(skuId)], home);
      expect([o.itemList[0].saleDate, await soldOf(f, skuId, '2026-12-01')]).toEqual(['2026-12-01', 1]);
    } finally {
      clock.set(START);
    }
  });

  it('virtual stock: every order is made', async () => {
    const { skuId } = await productWithSku(f, { stockMode: StockMode.VIRTUAL }, { stock: 0 });
    expect((await race(skuId, 30)).made).toBe(30);
  });
});

describe('the payment deadline', () => {
  it('an unpaid order closes at its deadline (PAYMENT_FAIL), its stock back, once however often the job runs', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 2)], home);
    clock.advance(15 * 60_000 - 1000);
    try {
      await runJobs();
      expect((await get(o.model!.id)).status).toBe(Status.WAIT_PAYMENT);
      clock.advance(1000);
      await runJobs();
      await server.services.mallOrders.orders.lapse(o.model!.id);
      const closed = await get(o.model!.id);
      expect([closed.status, closed.closeReason, await soldOf(f, skuId)]).toEqual([
        Status.CLOSED,
        Reason.PAYMENT_FAIL,
        0,
      ]);
    } finally {
      clock.set(START);
    }
  });

  it('a payment landing after the order closed is refused and goes back in full', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 1)], home);
    const { cashierUrl } = await payOrder(f, clock.now(), f.dinerA, o.model!.id, 'fail');
    // Paid at the cashier, but the channel's word arrives after the diner cancelled.
    await pressCashierButton(cashierUrl, 'pay');
    await diner().cancelMyMallOrder({ orderId: o.model!.id });
    await runJobs();
    await runJobs();
    const after = await get(o.model!.id);
    expect([after.status, after.closeReason, after.refundedAmount, await soldOf(f, skuId)]).toEqual([
      Status.CLOSED,
      Reason.BUYER_CANCEL,
      // The order never held that money: its ledger counts neither the payment nor its refund.
      '0',
      0,
    ]);
    const { list } = await f.dinerA.client(DinerTransactionService).listTransactions({
      purpose: PaymentPurpose.MALL_ORDER,
      subjectId: o.model!.id,
    });
    expect(list.map((t) => [Transaction_Kind[t.kind], Transaction_Status[t.status], t.amount]).sort()).toEqual([
      ['PAYMENT', 'SUCCESS', '28800'],
      ['REFUND', 'SUCCESS', '28800'],
    ]);
  });

  it('a payment and the lapse at the same moment: exactly one wins, and stock and money agree', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 1)], home);
    const { cashierUrl } = await payOrder(f, clock.now(), f.dinerA, o.model!.id, 'fail');
    await pressCashierButton(cashierUrl, 'pay');
    clock.advance(15 * 60_000);
    try {
      await Promise.all([runJobs(), server.services.mallOrders.orders.lapse(o.model!.id)]);
      await runJobs();
      const after = await get(o.model!.id);
      const { list } = await f.dinerA.client(DinerTransactionService).listTransactions({
        purpose: PaymentPurpose.MALL_ORDER,
        subjectId: o.model!.id,
      });
      const refunded = list.some((t) => t.kind === Transaction_Kind.REFUND);
      if (after.status === Status.CLOSED) expect([refunded, await soldOf(f, skuId)]).toEqual([true, 0]);
      else expect([after.status, refunded, await soldOf(f, skuId)]).toEqual([Status.WAIT_SELLER_CONFIRM, false, 1]);
    } finally {
      clock.set(START);
    }
  });
});

describe('automatic receipt', () => {
  it('finishes the order the configured days after the last delivery, not before', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 1)], home);
    const orderId = o.model!.id;
    await payOrder(f, clock.now(), f.dinerA, orderId);
    const staff = f.staffX.client(StoreMallOrderService);
    await staff.acceptMallOrder({ storeId: f.x.storeId, orderId });
    const shipped = await staff.createMallShipment({
      storeId: f.x.storeId,
      orderId,
      lineList: [{ orderItemId: o.itemList[0].id, deliveryQuantity: 1 }],
      carrierCode: 'ZTO',
      trackingNumber: '7300001',
    });
    await staff.deliverMallShipment({ storeId: f.x.storeId, shipmentId: shipped.order!.shipmentList[0].id });
    try {
      clock.advance(7 * 86_400_000 - 60_000);
      await runJobs();
      expect((await get(orderId)).status).toBe(Status.WAIT_BUYER_CONFIRM_RECEIVE);
      clock.advance(60_000);
      await runJobs();
      const done = await get(orderId);
      expect([done.status, done.shipmentList[0].status]).toEqual([Status.FINISHED, 3]);
    } finally {
      clock.set(START);
    }
  });
});
