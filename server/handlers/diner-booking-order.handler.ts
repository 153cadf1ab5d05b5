import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import { BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import type { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import type { OrderStatus } from '../domain/booking/booking.tables';
import { idempotentCalls } from '../rpc/idempotent-call';
import type { Services } from '../services';
import { dinerActor } from './booking-actor';
import { fromDiner, fromPlatformTags, toOrder } from './booking-mappers';
import { nameOf, valueOf } from './enum-names';

export const statusesOf = (list: BookingOrder_Status[]) =>
  list.map((s) => nameOf(BookingOrder_Status, s)).filter(Boolean) as OrderStatus[];

export function dinerBookingOrderHandler(services: Services): ServiceImpl<typeof DinerBookingOrderService> {
  const { orderCreate, orderQuery, orderCancel, orderModify, orderReschedule } = services.booking;
  const once = idempotentCalls(services.idempotency);
  /** A diner's change to their own order's fields, logged as `logType`. */
  const modifyMine = async (ctx: HandlerContext, orderId: string, logType: string, values: Record<string, unknown>) => {
    const { actor, user } = await dinerActor(ctx);
    const order = await orderModify.modify({ dinerUserId: user.id }, orderId, actor, 'DINER_MODIFY', logType, values);
    return { order: toOrder(order, user.id) };
  };
  return {
    async createBookingOrder(request, ctx) {
      const { actor, phone } = await dinerActor(ctx);
      const order = await orderCreate.create({
        storeId: request.storeId,
        audience: 'DINER',
        actor,
        callerPhone: phone,
        diner: fromDiner(request.diner),
        reservationDate: request.reservationDate.trim(),
        adultCount: request.adultCount,
        childCount: request.childCount,
        shiftId: request.storeShiftId === '0' ? '' : request.storeShiftId,
        startSecond: request.reservationStartSecond,
        quantity: request.quantity,
        chosenItemIds: [],
        source: 'MANUAL',
        channelId: null,
        takerId: null,
        platformTags: fromPlatformTags(request.platformTagList),
        tagIds: [],
        dinerRemark: request.dinerRemark,
        storeRemark: '',
        dietPreference: request.dietPreference,
        dietTaboo: request.dietTaboo,
        serviceRequirement: request.serviceRequirement,
        extendedJson: request.extendedJson,
        inviteCode: request.inviteCode.trim(),
        deposit: { kind: 'POLICY' },
        idempotencyKey: request.idempotencyKey,
      });
      return { order: toOrder(order, actor.userId!) };
    },
    async queryMyBookingOrders(request, ctx) {
      const { user } = await dinerActor(ctx);
      const result = await orderQuery.ofDiner(
        user.id,
        statusesOf(request.statusIn),
        request.storeId === '0' ? '' : request.storeId,
        request.query?.limit ?? 0,
        request.query?.offset ?? 0,
      );
      return { list: result.list.map((o) => toOrder(o, user.id)), total: result.total };
    },
    async getMyBookingOrder(request, ctx) {
      const { user } = await dinerActor(ctx);
      return { order: toOrder(await orderQuery.getForDiner(user.id, request.bookingOrderId), user.id) };
    },
    async cancelMyBookingOrder(request, ctx) {
      const { user } = await dinerActor(ctx);
      return once(
        ctx,
        request,
        () => orderCancel.dinerCancel(user.id, request.bookingOrderId, request.remark.trim()),
        (result) => ({ order: toOrder(result.order, user.id), applied: result.applied }),
      );
    },
    modifyMyDinerRemark: (request, ctx) =>
      modifyMine(ctx, request.bookingOrderId, 'MODIFY_DINER_REMARK', { dinerRemark: request.dinerRemark }),
    async modifyMyPax(request, ctx) {
      const { actor, user } = await dinerActor(ctx);
      const order = await orderReschedule.change(
        { dinerUserId: user.id },
        request.bookingOrderId,
        actor,
        { adultCount: request.adultCount, childCount: request.childCount },
        true,
      );
      return { order: toOrder(order, user.id) };
    },
    modifyMyExtendedJson: (request, ctx) =>
      modifyMine(ctx, request.bookingOrderId, 'EXTENDED_JSON', { extendedJson: request.extendedJson }),
    bindInviteCode: (request, ctx) =>
      modifyMine(ctx, request.bookingOrderId, 'INVITE_CODE', { inviteCode: request.inviteCode.trim() }),
    async countMyBookingOrdersByStatus(_request, ctx) {
      const { user } = await dinerActor(ctx);
      const counts = await orderQuery.countDinerByStatus(user.id);
      return { list: [...counts].map(([status, count]) => ({ status: valueOf(BookingOrder_Status, status), count })) };
    },
  };
}
