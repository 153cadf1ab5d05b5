import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerFapiaoTitleService, StoreOrderFapiaoService } from '@gen/booking/v1/fapiao_title_service_pb';
import type { Services } from '../services';
import { dinerActor, staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { fapiaoFieldsOf, toFapiaoTitle } from './fapiao-mappers';

export function dinerFapiaoTitleHandler(services: Services): ServiceImpl<typeof DinerFapiaoTitleService> {
  const { fapiaoTitles } = services.diner;
  const { orderFapiao } = services.booking;
  return {
    async listMyFapiaoTitles(_r, ctx) {
      const { user } = await dinerActor(ctx);
      return { list: (await fapiaoTitles.list(user.id)).map(toFapiaoTitle) };
    },
    async createFapiaoTitle(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { title: toFapiaoTitle(await fapiaoTitles.create(user.id, fapiaoFieldsOf(r.fields), r.makeDefault)) };
    },
    async updateFapiaoTitle(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { title: toFapiaoTitle(await fapiaoTitles.update(user.id, r.fapiaoTitleId, fapiaoFieldsOf(r.fields))) };
    },
    async deleteFapiaoTitle(r, ctx) {
      const { user } = await dinerActor(ctx);
      await fapiaoTitles.remove(user.id, r.fapiaoTitleId);
      return {};
    },
    async setDefaultFapiaoTitle(r, ctx) {
      const { user } = await dinerActor(ctx);
      return { title: toFapiaoTitle(await fapiaoTitles.setDefault(user.id, r.fapiaoTitleId)) };
    },
    async setMyOrderFapiao(r, ctx) {
      const { user, actor } = await dinerActor(ctx);
      const chosen =
        r.fapiaoTitleId && r.fapiaoTitleId !== '0' ? await fapiaoTitles.get(user.id, r.fapiaoTitleId) : null;
      const order = await orderFapiao.set({ dinerUserId: user.id }, r.bookingOrderId, actor, chosen);
      return { order: toOrder(order, user.id) };
    },
  };
}

export function storeOrderFapiaoHandler(services: Services): ServiceImpl<typeof StoreOrderFapiaoService> {
  const { orderFapiao } = services.booking;
  return {
    async setOrderFapiao(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const fields = r.fapiao ? fapiaoFieldsOf(r.fapiao) : null;
      return { order: toOrder(await orderFapiao.set({ storeId: r.storeId }, r.bookingOrderId, actor, fields)) };
    },
    async listOrderGuestFapiaoTitles(r, ctx) {
      await staffActor(ctx, r.storeId);
      return { list: (await orderFapiao.guestTitles(r.storeId, r.bookingOrderId)).map(toFapiaoTitle) };
    },
  };
}
