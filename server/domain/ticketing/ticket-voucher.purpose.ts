import { addCents, compareCents } from '@common/money';
import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../errors';
import type { PaymentPurposeHandler } from '../payment/payment-purpose';
import { JobRepository } from '../../jobs/job.repository';
import type { CurrencyOf } from '../store/store-currency';
import { TicketVoucherRepository } from './ticket-voucher.repository';
import { TicketingEventRepository } from './ticketing-event.repository';
import { VOUCHER_LAPSE_JOB, VOUCHER_PURPOSE } from './ticket-voucher.service';
import { canMove } from './voucher-transitions';

/**
 * TICKETING_EVENT_TICKET_VOUCHER: the tickets of one purchase (the subject is
 * its first voucher's id), paid at once online by the diner who took them
 * while they wait for payment and before their deadline. A payment it no
 * longer takes (lapsed, already paid) is refused and goes back in full automatically.
 */
export function ticketVoucherPurpose(currencyOf: CurrencyOf): PaymentPurposeHandler {
  return {
    purpose: VOUCHER_PURPOSE,
    acceptsOffline: false,

    async quote({ trx, now }, subjectId, payer) {
      if (payer.kind !== 'online') throw domainError('invalid', 'paymentPurposeNotSupported');
      if (!payer.userId) throw domainError('unauthenticated', 'unauthenticated');
      const purchase = await new TicketVoucherRepository(trx).lockPurchase(subjectId);
      const v = purchase[0];
      if (!v || v.userId !== payer.userId) throw domainError('not_found', 'voucherNotFound');
      if (v.status !== 'WAIT_PAYMENT') {
        throw domainError('precondition', v.status === 'CANCELLED' ? 'cannotBePaid' : 'alreadyPaid');
      }
      if (v.paymentExpireTime <= now) throw domainError('precondition', 'paymentExpired');
      const event = (await new TicketingEventRepository(trx).find(v.eventId))!;
      return {
        merchantId: v.merchantId,
        storeId: v.storeId,
        amount: addCents(...purchase.map((p) => p.price)),
        currency: await currencyOf(v.storeId, trx),
        item: { kind: 'TICKETS', count: purchase.length, title: event.title, intlTitle: event.intlTitle },
        expireTime: v.paymentExpireTime,
        ownerUserId: v.userId,
      };
    },

    async onPaid({ trx, now }, payment) {
      const vouchers = new TicketVoucherRepository(trx);
      const purchase = await vouchers.lockPurchase(payment.subjectId);
      const v = purchase[0];
      if (!v || !canMove('PAID', v.status)) {
        return {
          accept: false,
          reason: v?.status === 'WAIT_VERIFY' ? SERVER_MESSAGE.alreadyPaid : SERVER_MESSAGE.cannotBePaid,
        };
      }
      if (compareCents(payment.amount, addCents(...purchase.map((p) => p.price))) !== 0) {
        return { accept: false, reason: SERVER_MESSAGE.paymentAmountChanged };
      }
      for (const p of purchase) {
        await vouchers.move(p.id, 'WAIT_PAYMENT', { status: 'WAIT_VERIFY', paid_time: now }, now);
      }
      await new JobRepository(trx).cancel(`${VOUCHER_LAPSE_JOB}:${v.id}`, now);
      return { accept: true };
    },
  };
}
