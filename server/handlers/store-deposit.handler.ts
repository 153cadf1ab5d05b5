import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import type { RefundResult } from '../domain/booking/deposit/store-deposit.service';
import type { OrderRecord } from '../domain/booking/order.record';
import type { TransactionRecord } from '../domain/payment/transaction.repository';
import { idempotentCalls, type Answer } from '../rpc/idempotent-call';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { toOrder } from './booking-mappers';
import { offlineKindName, toTransactionMessage } from './payment.mappers';

// The access interceptor has already checked the caller may act for store_id.
// Every operation but the settings moves money: a retry with the same
// idempotency key answers the first call's answer and changes nothing.
export function storeDepositHandler(services: Services): ServiceImpl<typeof StoreDepositService> {
  const deposits = services.booking.storeDeposits;
  const once = idempotentCalls(services.idempotency);
  const answer = (order: OrderRecord) => ({ order: toOrder(order) });
  const refunded = (r: RefundResult) => ({
    order: toOrder(r.order),
    refundList: r.refunds.map(toTransactionMessage),
  });
  /** A payment at the counter answers with the order it paid, read where the payment was made. */
  const paidOffline =
    (orderId: string): Answer<TransactionRecord, object> =>
    async (transaction, trx) => ({
      order: toOrder(await deposits.order(orderId, trx ?? undefined)),
      transaction: toTransactionMessage(transaction),
    });
  return {
    async payDepositOffline(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const kind = offlineKindName(r.offlineKind);
      const exec = async () =>
        (await deposits.payOffline('DEPOSIT', r.storeId, r.bookingOrderId, actor, kind, r.remark.trim())).transaction;
      return once(ctx, r, exec, paidOffline(r.bookingOrderId));
    },
    async modifyDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.modifyDeposit(r.storeId, r.bookingOrderId, actor, r.depositAmount, r.remark.trim());
      return once(ctx, r, exec, answer);
    },
    async refundDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.refund('DEPOSIT', r.storeId, r.bookingOrderId, actor, r.amount, r.reason.trim());
      return once(ctx, r, exec, refunded);
    },
    async refundRefundableDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.refundRefundableDeposit(r.storeId, r.bookingOrderId, actor, r.reason.trim());
      return once(ctx, r, exec, refunded);
    },
    async forfeitDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.forfeitDeposit(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return once(ctx, r, exec, answer);
    },
    async discountDeposit(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.discountDeposit(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return once(ctx, r, exec, answer);
    },
    async revokeDepositOperation(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.revoke(r.storeId, r.bookingOrderId, actor, r.bookingOrderLogId);
      return once(ctx, r, exec, answer);
    },
    async payFinalPaymentOffline(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const kind = offlineKindName(r.offlineKind);
      const exec = async () =>
        (await deposits.payOffline('FINAL', r.storeId, r.bookingOrderId, actor, kind, r.remark.trim())).transaction;
      return once(ctx, r, exec, paidOffline(r.bookingOrderId));
    },
    async refundFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.refund('FINAL', r.storeId, r.bookingOrderId, actor, r.amount, r.reason.trim());
      return once(ctx, r, exec, refunded);
    },
    async forfeitFinalPayment(r, ctx) {
      const actor = await staffActor(ctx, r.storeId);
      const exec = () => deposits.forfeitFinalPayment(r.storeId, r.bookingOrderId, actor, r.amount, r.remark.trim());
      return once(ctx, r, exec, answer);
    },
    async getDepositSettings(r) {
      return { settings: await deposits.settings(r.storeId) };
    },
    async updateDepositSettings(r) {
      return { settings: await deposits.updateSettings(r.storeId, { refundOnArrival: r.settings!.refundOnArrival }) };
    },
  };
}
