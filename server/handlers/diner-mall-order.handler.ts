import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { paging } from '../domain/mall/catalogue.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromCartLines, orderStatusesOf, toMallOrder, toPreviewItem } from './mall-order-mappers';

// Every call is the session's diner's own: orders are found by their buyer.
export function dinerMallOrderHandler(services: Services): ServiceImpl<typeof DinerMallOrderService> {
  const { checkout, orders } = services.mallOrders;
  const order = (o: Parameters<typeof toMallOrder>[0]) => ({ order: toMallOrder(o) });
  return {
    async previewMallOrder(r, ctx) {
      await requireUser(ctx);
      const p = await checkout.preview(r.storeId, fromCartLines(r.lineList));
      return {
        itemList: p.lines.map(toPreviewItem),
        totalAmount: p.totalAmount,
        priceChanged: p.priceChanged,
        currency: p.currency,
        deliveryAvailable: p.deliveryAvailable,
        selfPickupAvailable: p.selfPickupAvailable,
      };
    },
    async createMallOrder(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(
        await checkout.create(user.id, r.storeId, fromCartLines(r.lineList), r.deliveryAddressId, r.remark.trim()),
      );
    },
    async queryMyMallOrders(r, ctx) {
      const { user } = await requireUser(ctx);
      const { list, total } = await orders.list(
        { userId: user.id, statuses: orderStatusesOf(r.statusList) },
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map((o) => toMallOrder(o)), total };
    },
    async getMyMallOrder(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(await orders.getForDiner(user.id, r.orderId));
    },
    async cancelMyMallOrder(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(await orders.cancelByDiner(user.id, r.orderId));
    },
    async confirmMallOrderReceipt(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(await orders.confirmReceipt(user.id, r.orderId));
    },
  };
}
