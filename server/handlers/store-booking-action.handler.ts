import type { ServiceImpl } from '@connectrpc/connect';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import type { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import type { CloseReason } from '../domain/booking/booking.tables';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { settlementOf } from './deposit-settlement.mapper';
import { nameOf } from './enum-names';

export function storeBookingActionHandler(services: Services): ServiceImpl<typeof StoreBookingActionService> {
  const { orderActions, orderCancel } = services.booking;
  const scope = (r: { storeId: string }) => ({ storeId: r.storeId });
  return {
    async confirmBookingOrder(r, ctx) {
      return {
        order: toOrder(await orderActions.confirm(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
    async finalConfirmBookingOrder(r, ctx) {
      return {
        order: toOrder(await orderActions.finalConfirm(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
    async arriveBookingOrder(r, ctx) {
      return {
        order: toOrder(await orderActions.arrive(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
    async notArriveBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return {
        order: toOrder(
          await orderActions.notArrive(scope(r), r.bookingOrderId, actor, settlementOf(r.depositSettlement, r)),
        ),
      };
    },
    async setFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await orderActions.setFinalPayment(
        scope(r),
        r.bookingOrderId,
        actor,
        r.finalPaymentAmount,
        r.mealCostAmount,
      );
      return { order: toOrder(order) };
    },
    async revertToWaitFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return { order: toOrder(await orderActions.revertToWaitFinalPayment(scope(r), r.bookingOrderId, actor)) };
    },
    async finishBookingOrder(r, ctx) {
      return {
        order: toOrder(await orderActions.finish(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
    async continueService(r, ctx) {
      return {
        order: toOrder(
          await orderActions.continueService(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId)),
        ),
      };
    },
    async turnTable(r, ctx) {
      return {
        order: toOrder(await orderActions.turnTable(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
    async swapTables(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const result = await orderActions.swapTables(r.storeId, r.bookingOrderId, r.otherBookingOrderId, actor);
      return { order: toOrder(result.order), otherOrder: toOrder(result.other) };
    },
    async closeBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const reason = nameOf(BookingOrder_CloseReason, r.closeReason) as CloseReason;
      const settlement = settlementOf(r.depositSettlement);
      return {
        order: toOrder(await orderCancel.close(scope(r), r.bookingOrderId, actor, reason, r.remark.trim(), settlement)),
      };
    },
    async agreeCancel(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const settlement = settlementOf(r.depositSettlement);
      return { order: toOrder(await orderCancel.agreeCancel(scope(r), r.bookingOrderId, actor, settlement)) };
    },
    async resumeCanceling(r, ctx) {
      return {
        order: toOrder(await orderCancel.resumeCanceling(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
  };
}
