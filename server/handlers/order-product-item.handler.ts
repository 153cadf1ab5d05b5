import type { ServiceImpl } from '@connectrpc/connect';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type {
  DinerOrderProductItemService,
  StoreOrderProductItemService,
} from '@gen/booking/v1/order_product_item_service_pb';
import type { OrderProductItems } from '../domain/booking/product-item/order-product-item.service';
import { itemAmount } from '../domain/booking/product-item/order-product-item.service';
import type { ProductChoice } from '../domain/booking/product-item/order-product-item.repository';
import type { Services } from '../services';
import { dinerActor, staffActor } from './booking-actor';

function toItems({ items, total }: OrderProductItems) {
  return {
    list: items.map((i) => ({
      id: i.id,
      bookingOrderId: i.orderId,
      productId: i.productId,
      skuId: i.skuId,
      productTitle: i.productTitle,
      skuSpecText: i.skuSpecText,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      amount: itemAmount(i),
      remark: i.remark,
      createTime: timestampFromDate(i.createTime),
    })),
    totalAmount: total,
  };
}

const toChoice = (p: ProductChoice) => ({
  productId: p.productId,
  title: p.title,
  quickCode: p.quickCode,
  setMenu: p.setMenu,
  listed: p.listed,
  skuList: p.skus.map((s) => ({ skuId: s.skuId, specText: s.specText, price: s.price, listed: s.listed })),
});

export function storeOrderProductItemHandler(services: Services): ServiceImpl<typeof StoreOrderProductItemService> {
  const { orderProductItems } = services.booking;
  return {
    async listOrderProductItems(r) {
      return toItems(await orderProductItems.list({ storeId: r.storeId }, r.bookingOrderId));
    },
    async listOrderProductChoices(r) {
      return { list: (await orderProductItems.choices(r.storeId, r.keyword)).map(toChoice) };
    },
    async addOrderProductItem(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return toItems(
        await orderProductItems.add(r.storeId, r.bookingOrderId, actor, {
          skuId: r.skuId,
          quantity: r.quantity,
          unitPrice: r.unitPrice,
          remark: r.remark,
        }),
      );
    },
    async updateOrderProductItem(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return toItems(
        await orderProductItems.update(r.storeId, r.bookingOrderId, actor, r.itemId, {
          quantity: r.quantity,
          unitPrice: r.unitPrice,
          remark: r.remark,
        }),
      );
    },
    async removeOrderProductItem(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return toItems(await orderProductItems.remove(r.storeId, r.bookingOrderId, actor, r.itemId));
    },
  };
}

export function dinerOrderProductItemHandler(services: Services): ServiceImpl<typeof DinerOrderProductItemService> {
  const { orderProductItems } = services.booking;
  return {
    async listMyOrderProductItems(r, ctx) {
      const { user } = await dinerActor(ctx);
      return toItems(await orderProductItems.list({ dinerUserId: user.id }, r.bookingOrderId));
    },
  };
}
