import type { ServiceImpl } from '@connectrpc/connect';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import type { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import type { CloseReason } from '../domain/booking/booking.tables';
import type { OrderRecord } from '../domain/booking/order.record';
import { idempotentCalls } from '../rpc/idempotent-call';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { settlementOf } from './deposit-settlement.mapper';
import { nameOf } from './enum-names';

export function storeBookingActionHandler(services: Services): ServiceImpl<typeof StoreBookingActionService> {
  const { orderActions, orderCancel } = services.booking;
  const scope = (r: { storeId: string }) => ({ storeId: r.storeId });
  // Calls that move money or close an order answer a retry with their first answer.
  const once = idempotentCalls(services.idempotency);
  const answer = (order: OrderRecord) => ({ order: toOrder(order) });
  return {
    async confirmBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return once(ctx, r, () => orderActions.confirm(scope(r), r.bookingOrderId, actor), answer);
    },
    async finalConfirmBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return once(ctx, r, () => orderActions.finalConfirm(scope(r), r.bookingOrderId, actor), answer);
    },
    async arriveBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return once(ctx, r, () => orderActions.arrive(scope(r), r.bookingOrderId, actor), answer);
    },
    async notArriveBookingOrder(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const settlement = settlementOf(r.depositSettlement, r);
      const exec = () => orderActions.notArrive(scope(r), r.bookingOrderId, actor, settlement);
      return once(ctx, r, exec, answer);
    },
    async setFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () =>
        orderActions.setFinalPayment(scope(r), r.bookingOrderId, actor, r.finalPaymentAmount, r.mealCostAmount);
      return once(ctx, r, exec, answer);
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
      const exec = () =>
        orderCancel.close(scope(r), r.bookingOrderId, actor, reason, r.remark.trim(), settlement, r.guestNote.trim());
      return once(ctx, r, exec, answer);
    },
    async agreeCancel(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const settlement = settlementOf(r.depositSettlement);
      return once(ctx, r, () => orderCancel.agreeCancel(scope(r), r.bookingOrderId, actor, settlement), answer);
    },
    async resumeCanceling(r, ctx) {
      return {
        order: toOrder(await orderCancel.resumeCanceling(scope(r), r.bookingOrderId, await staffActor(ctx, r.storeId))),
      };
    },
  };
}
