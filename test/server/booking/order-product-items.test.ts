import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import {
  DinerOrderProductItemService,
  StoreOrderProductItemService,
} from '@gen/booking/v1/order_product_item_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { MallProduct_Status, MallSku_Status, ProductType } from '@gen/mall/v1/mall_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { productInput, productWithSku, skuInput, staffMall } from '../mall/mall-fixture';

// Staff serve products of the merchant's mall catalogue with a booking; each
// change is logged, refusals write nothing, and no mall stock is taken.
let server: TestServer;
let f: BookingFixture;
let wine: { productId: string; skuId: string };
let setMenu: { productId: string; skuId: string };
let foreignSku = '';
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  wine = await productWithSku(f, { title: 'Chateau Margaux', quickCode: 'CM15' }, { price: '98000', stock: 1 });
  // An unlisted set menu: staff may still serve it.
  setMenu = await productWithSku(
    f,
    { title: 'Chef tasting menu', quickCode: 'TM', type: ProductType.SET_MENU, status: MallProduct_Status.UNLISTED },
    { price: '58800', status: MallSku_Status.UNLISTED },
  );
  const other = await staffMall(f.admin).saveMallProduct({
    merchantId: f.otherMerchantId,
    product: productInput({ title: 'Other house wine' }),
  });
  const otherSku = await staffMall(f.admin).saveMallSku({
    merchantId: f.otherMerchantId,
    sku: skuInput(other.product!.model!.id),
  });
  foreignSku = otherSku.product!.skuList[0].id;
}, 60_000);
afterAll(() => server.close());

let day = 2;
async function book() {
  day += 1;
  const { order } = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Lin' },
    reservationDate: f.date(day),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
  });
  return { storeId: f.x.storeId, bookingOrderId: order!.model!.id };
}

const items = () => f.staffX.client(StoreOrderProductItemService);
const logsOf = async (ref: { storeId: string; bookingOrderId: string }) =>
  (await f.staffX.client(StoreBookingOrderService).queryBookingOrderLogs(ref)).list.filter((l) =>
    LogType[l.type].startsWith('PRODUCT_ITEMS'),
  );
const countItems = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('booking_order_product_item')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('product items on a booking order', () => {
  it('staff add a SKU at its price or their own, change and remove it; the total follows and each step is logged', async () => {
    const ref = await book();
    const added = await items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 2, remark: ' decant ' });
    expect(added.list.map((i) => [i.productTitle, i.quantity, i.unitPrice, i.amount, i.remark])).toEqual([
      ['Chateau Margaux', 2, '98000', '196000', 'decant'],
    ]);
    expect(added.totalAmount).toBe('196000');
    const both = await items().addOrderProductItem({ ...ref, skuId: setMenu.skuId, quantity: 3, unitPrice: '50000' });
    expect(both.totalAmount).toBe('346000');
    const menuItem = both.list[1];
    expect([menuItem.productTitle, menuItem.unitPrice]).toEqual(['Chef tasting menu', '50000']);

    const changed = await items().updateOrderProductItem({
      ...ref,
      itemId: menuItem.id,
      quantity: 4,
      unitPrice: '50000',
      remark: '',
    });
    expect(changed.totalAmount).toBe('396000');
    // The same values again change and log nothing.
    await items().updateOrderProductItem({ ...ref, itemId: menuItem.id, quantity: 4, unitPrice: '50000', remark: '' });
    const removed = await items().removeOrderProductItem({ ...ref, itemId: added.list[0].id });
    expect(removed.list.map((i) => i.id)).toEqual([menuItem.id]);
    expect((await items().listOrderProductItems(ref)).totalAmount).toBe('200000');

    const logs = await logsOf(ref);
    expect(logs.map((l) => LogType[l.type])).toEqual([
      'PRODUCT_ITEMS_ADD',
      'PRODUCT_ITEMS_ADD',
      'PRODUCT_ITEMS_MODIFY',
      'PRODUCT_ITEMS_REMOVE',
    ]);
    expect(JSON.parse(logs[0].afterJson)).toEqual({
      productItem: 'Chateau Margaux',
      quantity: 2,
      unitPrice: '98000',
      itemRemark: 'decant',
      productItemsTotal: '196000',
    });
    // A change records only what changed, and names the item.
    expect(JSON.parse(logs[2].beforeJson)).toEqual({ quantity: 3, productItemsTotal: '346000' });
    expect(JSON.parse(logs[2].afterJson)).toEqual({
      productItem: 'Chef tasting menu',
      quantity: 4,
      productItemsTotal: '396000',
    });
    expect(JSON.parse(logs[3].afterJson)).toMatchObject({
      productItem: 'Chateau Margaux',
      productItemsTotal: '200000',
    });
    // An item added without a remark logs none.
    expect(JSON.parse(logs[1].afterJson)).not.toHaveProperty('itemRemark');
    expect(logs.every((l) => l.operatorUserId === f.staffX.userId)).toBe(true);

    // The diner reads the items of their own order with the total.
    const mine = await f.dinerA
      .client(DinerOrderProductItemService)
      .listMyOrderProductItems({ bookingOrderId: ref.bookingOrderId });
    expect([mine.list.map((i) => i.productTitle), mine.totalAmount]).toEqual([['Chef tasting menu'], '200000']);
  });

  it('names the SKU by its spec values and takes no mall stock', async () => {
    const mall = staffMall(f.merchantStaff);
    const m = f.merchantId;
    const { product } = await mall.saveMallProduct({ merchantId: m, product: productInput({ title: 'Mooncakes' }) });
    const productId = product!.model!.id;
    const spec = await mall.saveMallSpec({ merchantId: m, productId, name: 'Flavour' });
    const valued = await mall.saveMallSpecValue({
      merchantId: m,
      specId: spec.product!.specList[0].id,
      value: 'Lotus',
    });
    const lotus = valued.product!.specList[0].valueList[0].id;
    const sku = await mall.saveMallSku({
      merchantId: m,
      sku: skuInput(productId, { specValueIdList: [lotus], stock: 1 }),
    });
    const skuId = sku.product!.skuList[0].id;

    const ref = await book();
    const added = await items().addOrderProductItem({ ...ref, skuId, quantity: 5 });
    expect([added.list[0].productTitle, added.list[0].skuSpecText]).toEqual(['Mooncakes', 'Lotus']);
    // Five served from a stock of one: the booking's items never reserve mall stock.
    const stock = await server.database.db
      .selectFrom('mall_sku')
      .select(['stock', 'sold_count'])
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow();
    expect(stock).toEqual({ stock: 1, sold_count: 0 });

    // The picker finds it by title or quick code, listed or not, with its SKUs.
    const found = await items().listOrderProductChoices({ storeId: f.x.storeId, keyword: 'mooncake' });
    expect(found.list.map((p) => [p.title, p.skuList.map((s) => s.specText)])).toEqual([['Mooncakes', ['Lotus']]]);
    const menu = await items().listOrderProductChoices({ storeId: f.x.storeId, keyword: 'tm' });
    expect(menu.list.map((p) => [p.title, p.listed, p.setMenu])).toEqual([['Chef tasting menu', false, true]]);
    // Another merchant's catalogue is not offered.
    expect((await items().listOrderProductChoices({ storeId: f.x.storeId, keyword: 'other house' })).list).toEqual([]);
  });

  it('refuses bad input, another merchant’s SKU and a finished or closed order, writing nothing', async () => {
    const ref = await book();
    const { list } = await items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 });
    const [rows, logs] = [await countItems(), (await logsOf(ref)).length];
    // Each call is made only when awaited: a refusal nobody awaits yet is an unhandled rejection.
    const refusals: Array<[() => Promise<unknown>, string, string]> = [
      [
        () => items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 0 }),
        'InvalidArgument',
        SERVER_MESSAGE.productItemQuantityInvalid,
      ],
      [
        () => items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1000 }),
        'InvalidArgument',
        SERVER_MESSAGE.productItemQuantityInvalid,
      ],
      [
        () => items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1, unitPrice: '-1' }),
        'InvalidArgument',
        SERVER_MESSAGE.productItemPriceInvalid,
      ],
      [
        () => items().addOrderProductItem({ ...ref, skuId: foreignSku, quantity: 1 }),
        'NotFound',
        SERVER_MESSAGE.mallSkuNotFound,
      ],
      [
        () =>
          items().updateOrderProductItem({
            ...ref,
            itemId: list[0].id,
            quantity: 1,
            unitPrice: '100000000',
            remark: '',
          }),
        'InvalidArgument',
        SERVER_MESSAGE.productItemPriceInvalid,
      ],
      [
        () => items().removeOrderProductItem({ ...ref, itemId: '999999' }),
        'NotFound',
        SERVER_MESSAGE.productItemNotFound,
      ],
    ];
    for (const [call, code, message] of refusals) expect(await failure(call())).toEqual({ code, message });

    // An item of another order is not found through this one.
    const other = await book();
    expect((await failure(items().removeOrderProductItem({ ...other, itemId: list[0].id }))).message).toBe(
      SERVER_MESSAGE.productItemNotFound,
    );

    // A finished order keeps its items as served (set directly: finishing needs the party's arrival time).
    await server.database.db
      .updateTable('booking_order')
      .set({ status: 'FINISHED' })
      .where('id', '=', ref.bookingOrderId)
      .execute();
    expect(await failure(items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 }))).toEqual({
      code: 'FailedPrecondition',
      message: SERVER_MESSAGE.orderStatusForbids,
    });
    expect((await failure(items().removeOrderProductItem({ ...ref, itemId: list[0].id }))).message).toBe(
      SERVER_MESSAGE.orderStatusForbids,
    );
    // A closed one too.
    await f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: other.bookingOrderId });
    expect((await failure(items().addOrderProductItem({ ...other, skuId: wine.skuId, quantity: 1 }))).message).toBe(
      SERVER_MESSAGE.orderStatusForbids,
    );
    expect([await countItems(), (await logsOf(ref)).length, (await logsOf(other)).length]).toEqual([rows, logs, 0]);
  });

  it('lets only the store’s staff change items; diners read only their own orders', async () => {
    const ref = await book();
    await items().addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 });
    const rows = await countItems();
    // Staff of another store: refused by the store permission; their own store's id with this order: not found.
    const staffY = f.staffY.client(StoreOrderProductItemService);
    expect((await failure(staffY.addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 }))).message).toBe(
      SERVER_MESSAGE.noStorePermission,
    );
    expect(
      await failure(staffY.addOrderProductItem({ ...ref, storeId: f.y.storeId, skuId: wine.skuId, quantity: 1 })),
    ).toEqual({ code: 'NotFound', message: SERVER_MESSAGE.orderNotFound });
    expect((await failure(staffY.listOrderProductItems({ ...ref, storeId: f.y.storeId }))).message).toBe(
      SERVER_MESSAGE.orderNotFound,
    );
    // A diner cannot use the staff calls, not even on their own order.
    const dinerAsStaff = f.dinerA.client(StoreOrderProductItemService);
    expect((await failure(dinerAsStaff.addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 }))).message).toBe(
      SERVER_MESSAGE.noStorePermission,
    );
    // Another diner does not see the order at all.
    expect(
      (
        await failure(
          f.dinerB.client(DinerOrderProductItemService).listMyOrderProductItems({ bookingOrderId: ref.bookingOrderId }),
        )
      ).message,
    ).toBe(SERVER_MESSAGE.orderNotFound);
    // Merchant-wide staff may act for the store; the log says so.
    await f.merchantStaff
      .client(StoreOrderProductItemService)
      .addOrderProductItem({ ...ref, skuId: wine.skuId, quantity: 1 });
    expect(await countItems()).toBe(rows + 1);
  });
});
