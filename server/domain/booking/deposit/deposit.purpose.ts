import { compareCents } from '@common/money';
import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../../errors';
import type { PaidVerdict, PaymentPurposeHandler } from '../../payment/payment-purpose';
import type { BookingDepositService } from '../booking-deposit.service';
import type { OrderRecord } from '../order.record';
import { OrderMutation, SYSTEM_ACTOR } from '../order-mutation';
import { settleRefund } from './refund-settlement';
import { orderForPayer, payerActor, paymentDetails, quoteBase, type CurrencyOf } from './payment-subject';

/** Why an order that stopped waiting for its deposit refuses one. */
function refusal(order: OrderRecord): PaidVerdict & { accept: false } {
  return {
    accept: false,
    reason: compareCents(order.paidAmount, 0) > 0 ? SERVER_MESSAGE.alreadyPaid : SERVER_MESSAGE.cannotBePaid,
  };
}

/**
 * BOOKING_ORDER_DEPOSIT: the deposit of an order waiting for it
 * (WAIT_DEPOSIT_PAYMENT), paid by its diner online or taken by its store's
 * staff at the counter. The amount is the order's deposit, in the currency of
 * the merchant's channels, until the order's deposit deadline. A payment the
 * order no longer takes (closed, expired, already paid, the deposit changed
 * meanwhile) is refused and goes back in full automatically.
 */
export function depositPurpose(deposits: BookingDepositService, currencyOf: CurrencyOf): PaymentPurposeHandler {
  return {
    purpose: 'BOOKING_ORDER_DEPOSIT',
    acceptsOffline: true,

    async quote({ trx, now }, subjectId, payer) {
      const order = await orderForPayer(trx, now, subjectId, payer);
      if (order.status !== 'WAIT_DEPOSIT_PAYMENT') {
        throw domainError('precondition', compareCents(order.paidAmount, 0) > 0 ? 'alreadyPaid' : 'cannotBePaid');
      }
      if (compareCents(order.depositAmount, 0) <= 0) throw domainError('precondition', 'depositNotRequired');
      if (order.depositExpireTime && order.depositExpireTime <= now)
        throw domainError('precondition', 'paymentExpired');
      return {
        ...(await quoteBase(trx, order, currencyOf)),
        amount: order.depositAmount,
        item: { kind: 'BOOKING_DEPOSIT', ref: order.orderNo },
        expireTime: order.depositExpireTime,
      };
    },

    async onPaid({ trx, now }, payment) {
      const order = await new OrderMutation(trx, now, SYSTEM_ACTOR).load(payment.subjectId, { system: true });
      if (order.status !== 'WAIT_DEPOSIT_PAYMENT') return refusal(order);
      // Staff changed the deposit after this attempt was opened: the diner pays the new amount instead.
      if (payment.amount !== order.depositAmount || payment.currency !== (await currencyOf(order.storeId, trx))) {
        return { accept: false, reason: SERVER_MESSAGE.paymentAmountChanged };
      }
      const outcome = await deposits.recordDepositPaid(trx, {
        orderId: order.id,
        amount: payment.amount,
        paidTime: payment.successTime ?? now,
        reference: payment.transactionNo,
        actor: await payerActor(trx, payment),
        logType: payment.channel === 'IN_STORE' ? 'OFFLINE_DEPOSIT' : 'DEPOSIT_PAY',
        details: paymentDetails(payment),
      });
      return outcome.accepted ? { accept: true } : refusal(outcome.order);
    },

    onRefundSettled: settleRefund,
  };
}
