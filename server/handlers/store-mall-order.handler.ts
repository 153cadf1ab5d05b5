import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { paging } from '../domain/mall/catalogue.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromShipmentLines, orderStatusesOf, toMallOrder } from './mall-order-mappers';

// The access interceptor has already checked the caller may act for store_id;
// each call then only reaches that store's orders and shipments.
export function storeMallOrderHandler(services: Services): ServiceImpl<typeof StoreMallOrderService> {
  const { orders, shipments } = services.mallOrders;
  const order = (o: Parameters<typeof toMallOrder>[0]) => ({ order: toMallOrder(o, true) });
  return {
    async listStoreMallOrders(r) {
      const { list, total } = await orders.list(
        { storeId: r.storeId, statuses: orderStatusesOf(r.statusList) },
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map((o) => toMallOrder(o, true)), total };
    },
    async getStoreMallOrder(r) {
      return order(await orders.getForStore(r.storeId, r.orderId));
    },
    async acceptMallOrder(r) {
      return order(await orders.accept(r.storeId, r.orderId));
    },
    async rejectMallOrder(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(await orders.reject(r.storeId, r.orderId, user.id, r.reason));
    },
    async cancelMallOrder(r, ctx) {
      const { user } = await requireUser(ctx);
      return order(await orders.cancelBySeller(r.storeId, r.orderId, user.id, r.reason));
    },
    async createMallShipment(r) {
      const input = {
        lines: fromShipmentLines(r.lineList),
        carrierCode: r.carrierCode,
        carrier: r.carrier,
        trackingNumber: r.trackingNumber,
      };
      return order(await shipments.create(r.storeId, r.orderId, input));
    },
    async dispatchMallShipment(r) {
      const input = { carrierCode: r.carrierCode, carrier: r.carrier, trackingNumber: r.trackingNumber };
      return order(await shipments.dispatch(r.storeId, r.shipmentId, input));
    },
    async deliverMallShipment(r) {
      return order(await shipments.deliver(r.storeId, r.shipmentId));
    },
    async closeMallShipment(r) {
      return order(await shipments.close(r.storeId, r.shipmentId));
    },
  };
}
