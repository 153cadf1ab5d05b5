import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import type { RefundResult } from '../domain/booking/deposit/store-deposit.service';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { offlineKindName, toTransactionMessage } from './payment.mappers';

// The access interceptor has already checked the caller may act for store_id.
export function storeDepositHandler(services: Services): ServiceImpl<typeof StoreDepositService> {
  const deposits = services.booking.storeDeposits;
  const refunded = (r: RefundResult) => ({
    order: toOrder(r.order),
    refundList: r.refunds.map(toTransactionMessage),
  });
  return {
    async payDepositOffline(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const paid = await deposits.payOffline(
        'DEPOSIT',
        r.storeId,
        r.bookingOrderId,
        actor,
        offlineKindName(r.offlineKind),
        r.remark.trim(),
      );
      return { order: toOrder(paid.order), transaction: toTransactionMessage(paid.transaction) };
    },
    async modifyDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await deposits.modifyDeposit(r.storeId, r.bookingOrderId, actor, r.depositAmount, r.remark.trim());
      return { order: toOrder(order) };
    },
    async refundDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return refunded(await deposits.refund('DEPOSIT', r.storeId, r.bookingOrderId, actor, r.amount, r.reason.trim()));
    },
    async refundRefundableDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return refunded(await deposits.refundRefundableDeposit(r.storeId, r.bookingOrderId, actor, r.reason.trim()));
    },
    async forfeitDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await deposits.forfeitDeposit(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return { order: toOrder(order) };
    },
    async discountDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await deposits.discountDeposit(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return { order: toOrder(order) };
    },
    async revokeDepositOperation(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await deposits.revoke(r.storeId, r.bookingOrderId, actor, r.bookingOrderLogId);
      return { order: toOrder(order) };
    },
    async payFinalPaymentOffline(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const paid = await deposits.payOffline(
        'FINAL',
        r.storeId,
        r.bookingOrderId,
        actor,
        offlineKindName(r.offlineKind),
        r.remark.trim(),
      );
      return { order: toOrder(paid.order), transaction: toTransactionMessage(paid.transaction) };
    },
    async refundFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      return refunded(await deposits.refund('FINAL', r.storeId, r.bookingOrderId, actor, r.amount, r.reason.trim()));
    },
    async forfeitFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const order = await deposits.forfeitFinalPayment(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return { order: toOrder(order) };
    },
    async getDepositSettings(r) {
      return { settings: await deposits.settings(r.storeId) };
    },
    async updateDepositSettings(r) {
      return { settings: await deposits.updateSettings(r.storeId, { refundOnArrival: r.settings!.refundOnArrival }) };
    },
  };
}
