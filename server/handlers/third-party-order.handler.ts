import type { ServiceImpl } from '@connectrpc/connect';
import type {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '@gen/booking/v1/third_party_order_service_pb';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { statusFilter, toThirdPartyBinding, toThirdPartyOrder } from './third-party-mappers';

export function storeThirdPartyOrderHandler(services: Services): ServiceImpl<typeof StoreThirdPartyOrderService> {
  const { orders } = services.groupBuy;
  return {
    async listThirdPartyOrders(r) {
      const { list, hasMore } = await orders.list({
        storeId: r.storeId,
        status: statusFilter(r.status),
        keyword: r.keyword,
        beforeId: r.beforeId && r.beforeId !== '0' ? r.beforeId : null,
        limit: r.limit,
      });
      return { list: list.map(toThirdPartyOrder), hasMore };
    },
    async getThirdPartyOrder(r) {
      const { order, booking } = await orders.get(r.storeId, r.thirdPartyOrderId);
      return { order: toThirdPartyOrder(order), bookingOrder: booking ? toOrder(booking) : undefined };
    },
    async acceptThirdPartyOrder(r) {
      return { order: toThirdPartyOrder(await orders.accept(r.storeId, r.thirdPartyOrderId)) };
    },
    async rejectThirdPartyOrder(r) {
      return { order: toThirdPartyOrder(await orders.reject(r.storeId, r.thirdPartyOrderId, r.reason)) };
    },
    async assignThirdPartyOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return {
        order: toThirdPartyOrder(await orders.assign(r.storeId, r.thirdPartyOrderId, r.bookingOrderId, actor)),
      };
    },
    async createBookingFromThirdPartyOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const made = await orders.createBooking(r.storeId, r.thirdPartyOrderId, actor, r.idempotencyKey);
      return { order: toThirdPartyOrder(made.order), bookingOrder: toOrder(made.booking) };
    },
  };
}

export function storeThirdPartyBindingHandler(services: Services): ServiceImpl<typeof StoreThirdPartyBindingService> {
  const { bindings, platform } = services.groupBuy;
  return {
    async getThirdPartyBinding(r) {
      return {
        binding: toThirdPartyBinding(await bindings.get(r.storeId), platform.platform),
        localAdapter: bindings.local,
      };
    },
    async startThirdPartyAuthorization(r) {
      return bindings.start(r.storeId, r.returnUrl);
    },
    async bindThirdPartyPlatform(r) {
      return { binding: toThirdPartyBinding(await bindings.bind(r.storeId, r.code), platform.platform) };
    },
    async unbindThirdPartyPlatform(r) {
      return { binding: toThirdPartyBinding(await bindings.unbind(r.storeId), platform.platform) };
    },
    async sendLocalTestOrder(r) {
      const sent = await bindings.sendTestOrder(r.storeId, {
        dinerName: r.dinerName.trim(),
        dinerPhone: r.dinerPhone.trim(),
        reservationDate: r.reservationDate.trim(),
        startSecond: r.reservationStartSecond,
        adultCount: r.adultCount,
        productName: r.productName.trim(),
        paidAmount: r.paidAmount,
      });
      return { order: sent ? toThirdPartyOrder(sent) : undefined };
    },
  };
}
