import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timestampDate } from '@bufbuild/protobuf/wkt';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import {
  MallOrder_CloseReason as Reason,
  MallOrder_Status as Status,
  MallShipment_Status,
} from '@gen/mall/v1/mall_order_pb';
import { MallSku_Status } from '@gen/mall/v1/mall_pb';
import { StoreMallConfigService } from '@gen/mall/v1/store_mall_config_service_pb';
import { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { PaymentPurpose, Transaction_Kind, Transaction_Status } from '@gen/payment/v1/payment_pb';
import { addCents } from '@common/money';
import { SERVER_MESSAGE } from '@common/server-messages';
import { addStaff, failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { addressOf, cart, order, payOrder, productWithSku, skuInput, soldOf, staffMall } from './mall-fixture';

// A mall order from checkout to receipt: every move, every refusal (with
// nothing written), refunds and who may see what, on a controlled clock.
const START = '2026-11-25T10:00:00Z';
const clock = testClock(START);
let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
let homeA: string;
let pickupA: string;
let homeB: string;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const z = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...z, client: (s) => server.client(s, { sessionKey: z.sessionKey }) };
  await addStaff(server, z.userId, f.otherMerchantId, f.z.storeId);
  [homeA, pickupA, homeB] = await Promise.all([addressOf(f.dinerA), addressOf(f.dinerA, true), addressOf(f.dinerB)]);
}, 60_000);
afterAll(() => server.close());

const diner = (who: Caller) => who.client(DinerMallOrderService);
const store = () => f.staffX.client(StoreMallOrderService);
const ids = (storeId: string, orderId: string) => ({ storeId, orderId });
const orderCount = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('mall_order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A paid order of one 288.00 SKU (quantity 3) at store X, and its SKU. */
async function paidOrder(address = homeA, quantity = 3) {
  const { skuId } = await productWithSku(f, {}, { stock: 10 });
  const o = await order(f.dinerA, f.x.storeId, [cart(skuId, quantity)], address);
  await payOrder(f, clock.now(), f.dinerA, o.model!.id);
  return { orderId: o.model!.id, skuId, itemId: o.itemList[0].id };
}

async function refundsOf(orderId: string) {
  await server.services.jobs.runDue(clock.now());
  const { order: o } = await diner(f.dinerA).getMyMallOrder({ orderId });
  return o!;
}

describe('checkout', () => {
  it('previews the cart at current prices, marking a changed one, and writes nothing', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const before = await orderCount();
    const preview = await diner(f.dinerA).previewMallOrder({
      storeId: f.x.storeId,
      lineList: [cart(skuId, 2, '25800')],
    });
    expect([preview.itemList[0].unitPrice, preview.totalAmount, preview.priceChanged]).toEqual([
      '28800',
      '57600',
      true,
    ]);
    expect([preview.deliveryAvailable, preview.selfPickupAvailable, preview.currency]).toEqual([true, true, 'CNY']);
    expect([await orderCount(), await soldOf(f, skuId)]).toEqual([before, 0]);
  });

  it('creates the order WAIT_PAYMENT with its stock taken, titles, specs, prices and address copied', async () => {
    const mall = staffMall(f.merchantStaff);
    const { productId } = await productWithSku(f, { title: 'Mid-Autumn Gift Set' }, { stock: 50 });
    const { product: withSpec } = await mall.saveMallSpec({ merchantId: f.merchantId, productId, name: 'Box' });
    const { product: withValue } = await mall.saveMallSpecValue({
      merchantId: f.merchantId,
      specId: withSpec!.specList[0].id,
      value: '8 pieces',
    });
    const specValueIdList = [withValue!.specList[0].valueList[0].id];
    const { product } = await mall.saveMallSku({
      merchantId: f.merchantId,
      sku: skuInput(productId, { stock: 50, specValueIdList }),
      skuId: withValue!.skuList[0].id,
    });
    const skuId = product!.skuList[0].id;
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 2)], homeA);
    expect([o.status, o.totalAmount, o.storeName, o.address!.detail, o.timezone]).toEqual([
      Status.WAIT_PAYMENT,
      '57600',
      'X',
      '18 Nanjing East Road, flat 3',
      'Asia/Shanghai',
    ]);
    expect([o.itemList[0].productTitle, o.itemList[0].specText, o.itemList[0].unitPrice, o.itemList[0].amount]).toEqual(
      ['Mid-Autumn Gift Set', '8 pieces', '28800', '57600'],
    );
    expect(timestampDate(o.paymentExpireTime!).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    expect(await soldOf(f, skuId)).toBe(2);
    // The snapshot stays when the catalogue changes afterwards.
    await mall.saveMallSku({
      merchantId: f.merchantId,
      skuId,
      sku: skuInput(productId, { stock: 50, specValueIdList, price: '30000' }),
    });
    const { order: again } = await diner(f.dinerA).getMyMallOrder({ orderId: o.model!.id });
    expect(again!.itemList[0].unitPrice).toBe('28800');
  });

  it('refuses whole, writing nothing: changed price, short stock, quantity limits, unlisted, foreign SKU or address', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 2, minQuantity: 1, maxQuantity: 2 });
    const { skuId: other } = await productWithSku(f, {}, { stock: 10, minQuantity: 2 });
    const { skuId: unlisted } = await productWithSku(f, {}, { status: MallSku_Status.UNLISTED });
    const before = await orderCount();
    const refusal = async (lines: Array<ReturnType<typeof cart>>, address = homeA, storeId = f.x.storeId) =>
      (await failure(order(f.dinerA, storeId, lines, address))).message;
    expect(await refusal([cart(other, 2), cart(skuId, 1, '25800')])).toBe(SERVER_MESSAGE.mallPriceChanged);
    expect(await refusal([cart(other, 2), cart(skuId, 3)])).toBe(SERVER_MESSAGE.mallQuantityAboveMax);
    expect(await refusal([cart(other, 1)])).toBe(SERVER_MESSAGE.mallQuantityBelowMin);
    expect(await refusal([cart(unlisted, 1)])).toBe(SERVER_MESSAGE.mallSkuUnlisted);
    expect(await refusal([cart(skuId, 1)], homeB)).toBe(SERVER_MESSAGE.deliveryAddressNotFound);
    expect(await refusal([cart(skuId, 1)], homeA, f.z.storeId)).toBe(SERVER_MESSAGE.mallSkuNotFound);
    expect(await refusal([])).toBe(SERVER_MESSAGE.mallCartInvalid);
    expect(await refusal([cart(skuId, 1), cart(skuId, 1)])).toBe(SERVER_MESSAGE.mallCartInvalid);
    await order(f.dinerB, f.x.storeId, [cart(skuId, 1)], homeB);
    // The first line's stock is taken before the second is found short: both go back.
    expect(await refusal([cart(other, 2), cart(skuId, 2)])).toBe(SERVER_MESSAGE.stockNotEnough);
    expect([await orderCount(), await soldOf(f, skuId), await soldOf(f, other)]).toEqual([before + 1, 1, 0]);
  });

  it('takes a pick-up address only with pick-up on, and a delivery one only with delivery on', async () => {
    const config = f.staffX.client(StoreMallConfigService);
    const { skuId } = await productWithSku(f, {}, { stock: 10 });
    const base = { timezone: 'Asia/Shanghai', autoReceiveDays: 7 };
    try {
      await config.saveStoreMallConfig({
        storeId: f.x.storeId,
        config: { ...base, deliveryEnabled: true, selfPickupEnabled: false },
      });
      expect((await failure(order(f.dinerA, f.x.storeId, [cart(skuId)], pickupA))).message).toBe(
        SERVER_MESSAGE.mallPickupUnavailable,
      );
      await config.saveStoreMallConfig({
        storeId: f.x.storeId,
        config: { ...base, deliveryEnabled: false, selfPickupEnabled: true },
      });
      expect((await failure(order(f.dinerA, f.x.storeId, [cart(skuId)], homeA))).message).toBe(
        SERVER_MESSAGE.mallDeliveryUnavailable,
      );
      expect((await order(f.dinerA, f.x.storeId, [cart(skuId)], pickupA)).status).toBe(Status.WAIT_PAYMENT);
    } finally {
      await config.saveStoreMallConfig({
        storeId: f.x.storeId,
        config: { ...base, deliveryEnabled: true, selfPickupEnabled: true },
      });
    }
    expect(await soldOf(f, skuId)).toBe(1);
  });
});

describe('from payment to receipt', () => {
  it('paid, accepted, shipped in parts, a parcel closed and shipped again, delivered, received', async () => {
    const { orderId, itemId } = await paidOrder();
    const get = async () => (await diner(f.dinerA).getMyMallOrder({ orderId })).order!;
    expect((await get()).status).toBe(Status.WAIT_SELLER_CONFIRM);
    expect((await store().acceptMallOrder(ids(f.x.storeId, orderId))).order!.status).toBe(Status.WAIT_SHIPPED);

    const ship = (deliveryQuantity: number) =>
      store().createMallShipment({
        ...ids(f.x.storeId, orderId),
        lineList: [{ orderItemId: itemId, deliveryQuantity }],
        carrierCode: 'SF_EXPRESS',
        trackingNumber: 'SF100',
      });
    expect((await failure(ship(0))).message).toBe(SERVER_MESSAGE.mallDeliveryQuantityRequired);
    expect((await failure(store().createMallShipment({ ...ids(f.x.storeId, orderId), lineList: [] }))).message).toBe(
      SERVER_MESSAGE.mallDeliveryQuantityRequired,
    );
    expect((await failure(ship(4))).message).toBe(SERVER_MESSAGE.mallDeliveryQuantityTooMany);
    const first = (await ship(1)).order!;
    expect([first.status, first.itemList[0].shippedQuantity, first.shipmentList.length]).toEqual([
      Status.WAIT_SHIPPED,
      1,
      1,
    ]);
    const second = (await ship(2)).order!;
    expect(second.status).toBe(Status.WAIT_RECEIVE);
    const [a, b] = second.shipmentList.map((s) => s.id);
    await store().deliverMallShipment({ storeId: f.x.storeId, shipmentId: a });
    const closed = (await store().closeMallShipment({ storeId: f.x.storeId, shipmentId: b })).order!;
    expect([closed.status, closed.itemList[0].shippedQuantity]).toEqual([Status.WAIT_SHIPPED, 1]);
    expect((await failure(store().closeMallShipment({ storeId: f.x.storeId, shipmentId: a }))).message).toBe(
      SERVER_MESSAGE.mallOrderStatusChanged,
    );
    const third = (await ship(2)).order!.shipmentList[2].id;
    const delivered = (await store().deliverMallShipment({ storeId: f.x.storeId, shipmentId: third })).order!;
    expect(delivered.status).toBe(Status.WAIT_BUYER_CONFIRM_RECEIVE);
    expect(timestampDate(delivered.autoReceiveTime!).getTime() - clock.now().getTime()).toBe(7 * 86_400_000);

    const finished = (await diner(f.dinerA).confirmMallOrderReceipt({ orderId })).order!;
    expect(finished.status).toBe(Status.FINISHED);
    expect(finished.shipmentList.map((s) => MallShipment_Status[s.status])).toEqual(['RECEIVED', 'CLOSED', 'RECEIVED']);
    expect((await failure(diner(f.dinerA).confirmMallOrderReceipt({ orderId }))).message).toBe(
      SERVER_MESSAGE.mallOrderStatusChanged,
    );
  });

  it('a pick-up order is handed over in one go: one shipment with everything, delivered when collected', async () => {
    const { orderId, itemId } = await paidOrder(pickupA, 2);
    await store().acceptMallOrder(ids(f.x.storeId, orderId));
    const part = store().createMallShipment({
      ...ids(f.x.storeId, orderId),
      lineList: [{ orderItemId: itemId, deliveryQuantity: 1 }],
    });
    expect((await failure(part)).message).toBe(SERVER_MESSAGE.mallPickupInOneGo);
    const whole = await store().createMallShipment({
      ...ids(f.x.storeId, orderId),
      lineList: [{ orderItemId: itemId, deliveryQuantity: 2 }],
    });
    const handed = await store().deliverMallShipment({
      storeId: f.x.storeId,
      shipmentId: whole.order!.shipmentList[0].id,
    });
    expect(handed.order!.status).toBe(Status.WAIT_BUYER_CONFIRM_RECEIVE);
  });
});

describe('closing and refunds', () => {
  it('staff reject a paid order: closed, stock back, refunded in full', async () => {
    const { orderId, skuId } = await paidOrder();
    const { order: o } = await store().rejectMallOrder({ ...ids(f.x.storeId, orderId), reason: 'sold out today' });
    expect([o!.status, o!.closeReason, await soldOf(f, skuId)]).toEqual([Status.CLOSED, Reason.SELLER_REJECT, 0]);
    expect((await refundsOf(orderId)).refundedAmount).toBe('86400');
    const { list } = await f.dinerA.client(DinerTransactionService).listTransactions({
      purpose: PaymentPurpose.MALL_ORDER,
      subjectId: orderId,
    });
    const succeeded = list.filter((t) => t.status === Transaction_Status.SUCCESS);
    const sum = (kind: Transaction_Kind) => addCents(...succeeded.filter((t) => t.kind === kind).map((t) => t.amount));
    expect([sum(Transaction_Kind.PAYMENT), sum(Transaction_Kind.REFUND)]).toEqual(['86400', '86400']);
    expect((await failure(store().acceptMallOrder(ids(f.x.storeId, orderId)))).message).toBe(
      SERVER_MESSAGE.mallOrderStatusChanged,
    );
  });

  it('staff cancel an accepted order only with nothing shipped; a closed shipment counts as never shipped', async () => {
    const { orderId, skuId, itemId } = await paidOrder();
    await store().acceptMallOrder(ids(f.x.storeId, orderId));
    const shipped = await store().createMallShipment({
      ...ids(f.x.storeId, orderId),
      lineList: [{ orderItemId: itemId, deliveryQuantity: 1 }],
    });
    const cancel = () => store().cancelMallOrder({ ...ids(f.x.storeId, orderId), reason: 'kitchen closed' });
    expect((await failure(cancel())).message).toBe(SERVER_MESSAGE.mallOrderHasShipments);
    expect(await soldOf(f, skuId)).toBe(3);
    await store().closeMallShipment({ storeId: f.x.storeId, shipmentId: shipped.order!.shipmentList[0].id });
    const { order: o } = await cancel();
    expect([o!.status, o!.closeReason, await soldOf(f, skuId)]).toEqual([Status.CLOSED, Reason.SELLER_CANCEL, 0]);
    expect((await refundsOf(orderId)).refundedAmount).toBe('86400');
  });

  it('the diner cancels before the seller accepts: unpaid just closes, paid is refunded; after accept it is too late', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 10 });
    const unpaid = await order(f.dinerA, f.x.storeId, [cart(skuId, 2)], homeA);
    const closed = (await diner(f.dinerA).cancelMyMallOrder({ orderId: unpaid.model!.id })).order!;
    expect([closed.status, closed.closeReason, await soldOf(f, skuId)]).toEqual([
      Status.CLOSED,
      Reason.BUYER_CANCEL,
      0,
    ]);
    expect((await failure(payOrder(f, clock.now(), f.dinerA, unpaid.model!.id))).message).toBe(
      SERVER_MESSAGE.cannotBePaid,
    );

    const paid = await paidOrder();
    await diner(f.dinerA).cancelMyMallOrder({ orderId: paid.orderId });
    expect((await refundsOf(paid.orderId)).refundedAmount).toBe('86400');

    const accepted = await paidOrder();
    await store().acceptMallOrder(ids(f.x.storeId, accepted.orderId));
    expect((await failure(diner(f.dinerA).cancelMyMallOrder({ orderId: accepted.orderId }))).message).toBe(
      SERVER_MESSAGE.mallOrderStatusChanged,
    );
  });
});

describe('who may see and change an order', () => {
  it('a diner only their own; staff only their store’s; another merchant’s staff are refused', async () => {
    const { orderId } = await paidOrder();
    expect((await failure(diner(f.dinerB).getMyMallOrder({ orderId }))).message).toBe(SERVER_MESSAGE.mallOrderNotFound);
    expect((await failure(diner(f.dinerB).cancelMyMallOrder({ orderId }))).message).toBe(
      SERVER_MESSAGE.mallOrderNotFound,
    );
    const listed = (await diner(f.dinerB).queryMyMallOrders({})).list.map((o) => o.model!.id);
    expect(listed).not.toContain(orderId);
    expect(
      (await diner(f.dinerA).queryMyMallOrders({ statusList: [Status.WAIT_SELLER_CONFIRM] })).list[0].model!.id,
    ).toBe(orderId);

    const y = f.staffY.client(StoreMallOrderService);
    expect((await failure(y.acceptMallOrder(ids(f.y.storeId, orderId)))).message).toBe(
      SERVER_MESSAGE.mallOrderNotFound,
    );
    const z = staffZ.client(StoreMallOrderService);
    expect((await failure(z.getStoreMallOrder(ids(f.x.storeId, orderId)))).message).toBe(
      SERVER_MESSAGE.noStorePermission,
    );
    expect((await failure(z.rejectMallOrder(ids(f.z.storeId, orderId)))).message).toBe(
      SERVER_MESSAGE.mallOrderNotFound,
    );
    const { order: seen } = await store().getStoreMallOrder(ids(f.x.storeId, orderId));
    expect([seen!.status, seen!.buyerPhone !== '']).toEqual([Status.WAIT_SELLER_CONFIRM, true]);
  });
});

describe('seller mall config', () => {
  it('answers the defaults until saved, and refuses a bad zone, days outside 1-30 or neither delivery nor pick-up', async () => {
    const config = f.staffY.client(StoreMallConfigService);
    const { config: defaults } = await config.getStoreMallConfig({ storeId: f.y.storeId });
    expect(defaults).toMatchObject({
      timezone: 'Asia/Hong_Kong',
      deliveryEnabled: true,
      selfPickupEnabled: true,
      autoReceiveDays: 7,
    });
    const good = { timezone: 'Asia/Macau', deliveryEnabled: false, selfPickupEnabled: true, autoReceiveDays: 3 };
    for (const bad of [
      { ...good, timezone: 'Mars/Olympus' },
      { ...good, autoReceiveDays: 0 },
      { ...good, autoReceiveDays: 31 },
      { ...good, selfPickupEnabled: false },
    ]) {
      expect((await failure(config.saveStoreMallConfig({ storeId: f.y.storeId, config: bad }))).message).toBe(
        SERVER_MESSAGE.mallConfigInvalid,
      );
    }
    expect((await config.getStoreMallConfig({ storeId: f.y.storeId })).config!.autoReceiveDays).toBe(7);
    await config.saveStoreMallConfig({ storeId: f.y.storeId, config: good });
    expect((await config.getStoreMallConfig({ storeId: f.y.storeId })).config).toMatchObject(good);
  });
});
