import { SERVER_MESSAGE } from '@common/server-messages';
import { JobRepository } from '../../jobs/job.repository';
import { domainError } from '../errors';
import type { PaymentPurposeHandler } from '../payment/payment-purpose';
import type { Currency } from '../payment/payment-types';
import { MALL_ORDER_LAPSE_JOB, MALL_ORDER_PURPOSE } from './mall-checkout.service';
import { MallOrderRepository } from './mall-order.repository';
import type { MallOrderService } from './mall-order.service';
import { canMoveOrder } from './mall-order-transitions';

/**
 * MALL_ORDER: the order's total, paid online by its diner while it waits for
 * payment and before its deadline. A payment it no longer takes (closed,
 * already paid) is refused and goes back in full automatically. The lapse
 * job and the payment both lock the order row, so exactly one of them wins.
 */
export function mallOrderPurpose(orders: Pick<MallOrderService, 'syncRefundedIn'>): PaymentPurposeHandler {
  return {
    purpose: MALL_ORDER_PURPOSE,
    acceptsOffline: false,

    async quote({ trx, now }, subjectId, payer) {
      if (payer.kind !== 'online') throw domainError('invalid', 'paymentPurposeNotSupported');
      if (!payer.userId) throw domainError('unauthenticated', 'unauthenticated');
      const o = await new MallOrderRepository(trx).lock(subjectId);
      if (!o || o.userId !== payer.userId) throw domainError('not_found', 'mallOrderNotFound');
      if (o.status !== 'WAIT_PAYMENT') {
        throw domainError('precondition', o.status === 'CLOSED' ? 'cannotBePaid' : 'alreadyPaid');
      }
      if (o.paymentExpireTime <= now) throw domainError('precondition', 'paymentExpired');
      return {
        merchantId: o.merchantId,
        storeId: o.storeId,
        amount: o.totalAmount,
        currency: o.currency as Currency,
        item: { kind: 'MALL_ORDER', ref: o.id },
        expireTime: o.paymentExpireTime,
        ownerUserId: o.userId,
      };
    },

    async onPaid({ trx, now }, payment) {
      const orders = new MallOrderRepository(trx);
      const o = await orders.lock(payment.subjectId);
      if (!o || !canMoveOrder('PAY', o.status)) {
        return {
          accept: false,
          reason: o?.status === 'CLOSED' || !o ? SERVER_MESSAGE.cannotBePaid : SERVER_MESSAGE.alreadyPaid,
        };
      }
      if (payment.amount !== o.totalAmount) return { accept: false, reason: SERVER_MESSAGE.paymentAmountChanged };
      await orders.move(o.id, 'WAIT_PAYMENT', { status: 'WAIT_SELLER_CONFIRM', pay_time: now }, now);
      await new JobRepository(trx).cancel(`${MALL_ORDER_LAPSE_JOB}:${o.id}`, now);
      return { accept: true };
    },

    async onRefundSettled({ trx, now }, _refund, payment) {
      await orders.syncRefundedIn(trx, payment.subjectId, now);
    },
  };
}
