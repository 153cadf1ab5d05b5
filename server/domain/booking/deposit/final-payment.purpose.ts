import { addCents, compareCents } from '@common/money';
import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../../errors';
import type { PaymentPurposeHandler } from '../../payment/payment-purpose';
import type { OrderRecord } from '../order.record';
import { OrderMutation, SYSTEM_ACTOR } from '../order-mutation';
import { settleFinishedDeposit } from './finish-settlement';
import { finalDue } from './order-money';
import type { OrderRefunds } from './order-refunds';
import { settleRefund } from './refund-settlement';
import { orderForPayer, payerActor, paymentDetails, quoteBase, type CurrencyOf } from './payment-subject';

/** Why an order refuses (more of) its final payment. */
function cannotPay(order: OrderRecord): 'finalPaymentNotSet' | 'alreadyPaid' | 'cannotBePaid' {
  if (order.status === 'WAIT_FINAL_PAYMENT' || order.status === 'FINISHED') {
    if (compareCents(order.finalPaymentAmount, 0) <= 0) return 'finalPaymentNotSet';
    if (compareCents(finalDue(order), 0) <= 0) return 'alreadyPaid';
  }
  return order.status === 'WAIT_SERVICE' ? 'finalPaymentNotSet' : 'cannotBePaid';
}

/**
 * BOOKING_ORDER_FINAL_PAYMENT: what the diner still owes once staff set the
 * final payment (WAIT_FINAL_PAYMENT), online or at the counter. Paying it in
 * full finishes the order (FINAL_PAYMENT_PAID: WAIT_FINAL_PAYMENT ->
 * FINISHED), and the deposit still held is settled with it
 * (finish-settlement.ts). A payment for an amount no longer owed (staff changed the final
 * payment, confirmed it, or it was paid another way) is refused and goes back.
 */
export function finalPaymentPurpose(currencyOf: CurrencyOf, refunds: OrderRefunds): PaymentPurposeHandler {
  return {
    purpose: 'BOOKING_ORDER_FINAL_PAYMENT',
    acceptsOffline: true,

    async quote({ trx, now }, subjectId, payer) {
      const order = await orderForPayer(trx, now, subjectId, payer);
      const due = finalDue(order);
      if (order.status !== 'WAIT_FINAL_PAYMENT' || compareCents(due, 0) <= 0) {
        throw domainError('precondition', cannotPay(order));
      }
      return {
        ...(await quoteBase(trx, order, currencyOf)),
        amount: due,
        item: { kind: 'BOOKING_FINAL', ref: order.orderNo },
        expireTime: null,
      };
    },

    async onPaid({ trx, now, sendAfterCommit }, payment) {
      // The order's payments before the order, as every change that may refund locks them (order-refunds.ts).
      await refunds.lockPayments(trx, payment.subjectId);
      const system = new OrderMutation(trx, now, SYSTEM_ACTOR);
      const order = await system.load(payment.subjectId, { system: true });
      const due = finalDue(order);
      if (order.status !== 'WAIT_FINAL_PAYMENT' || compareCents(due, 0) <= 0) {
        return { accept: false, reason: SERVER_MESSAGE[cannotPay(order)] };
      }
      if (payment.amount !== due || payment.currency !== (await currencyOf(order.storeId, trx))) {
        return { accept: false, reason: SERVER_MESSAGE.paymentAmountChanged };
      }
      const m = new OrderMutation(trx, now, await payerActor(trx, payment));
      const paidTime = payment.successTime ?? now;
      const finished = await m.apply(
        order,
        'FINAL_PAYMENT_PAID',
        {
          final_paid_amount: addCents(order.finalPaidAmount, payment.amount),
          final_payment_time: paidTime,
          complete_time: now,
        },
        {
          type: 'FINAL_PAYMENT_PAY',
          before: { status: order.status, finalPaidAmount: order.finalPaidAmount },
          after: {
            status: 'FINISHED',
            amount: payment.amount,
            finalPaidAmount: addCents(order.finalPaidAmount, payment.amount),
            ...paymentDetails(payment),
          },
        },
      );
      // The settlement follows from the payment: the system's doing, not the diner's.
      await settleFinishedDeposit(system, refunds, finished, true);
      sendAfterCommit(system.refundIds);
      return { accept: true };
    },

    onRefundSettled: settleRefund,
  };
}
