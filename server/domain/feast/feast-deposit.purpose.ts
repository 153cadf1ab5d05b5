import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../errors';
import type { PaymentPurposeHandler } from '../payment/payment-purpose';
import type { CurrencyOf } from '../store/store-currency';
import { FeastRepository } from './feast.repository';
import type { FeastEvents } from './feast-events';
import { FEAST_PURPOSE, refundSettledWith } from './feast-refunds';
import { cancelPaymentLapse } from './feast-timers';
import { participantMove } from './feast-transitions';
import { ParticipantRepository } from './participant.repository';

export type { CurrencyOf } from '../store/store-currency';

/**
 * FEAST_PARTICIPANT_DEPOSIT: a joiner's deposit (deposit per person times
 * their seats), paid online by that diner while their participation waits
 * for it and before its payment deadline. A payment it no longer takes
 * (lapsed, cancelled, the feast closed, already paid) is refused and goes
 * back in full automatically.
 */
export function feastDepositPurpose(events: FeastEvents, currencyOf: CurrencyOf): PaymentPurposeHandler {
  return {
    purpose: FEAST_PURPOSE,
    acceptsOffline: false,

    async quote({ trx, now }, subjectId, payer) {
      if (payer.kind !== 'online') throw domainError('invalid', 'paymentPurposeNotSupported');
      if (!payer.userId) throw domainError('unauthenticated', 'unauthenticated');
      const p = await new ParticipantRepository(trx).find(subjectId);
      if (!p || p.userId !== payer.userId) throw domainError('not_found', 'participantNotFound');
      if (p.status !== 'WAIT_DEPOSIT_PAYMENT') {
        throw domainError('precondition', p.status === 'SUCCESS' ? 'alreadyPaid' : 'cannotBePaid');
      }
      if (p.depositExpireTime && p.depositExpireTime <= now) throw domainError('precondition', 'paymentExpired');
      const feast = (await new FeastRepository(trx).find(p.feastId))!;
      return {
        merchantId: feast.merchantId,
        storeId: feast.storeId,
        amount: p.depositAmount,
        currency: await currencyOf(feast.storeId, trx),
        item: { kind: 'FEAST_DEPOSIT', ref: feast.number },
        expireTime: p.depositExpireTime,
        ownerUserId: p.userId,
      };
    },

    async onPaid({ trx, now }, payment) {
      const found = await new ParticipantRepository(trx).find(payment.subjectId);
      if (!found) return { accept: false, reason: SERVER_MESSAGE.cannotBePaid };
      const feast = (await new FeastRepository(trx).lock(found.feastId))!;
      const p = (await new ParticipantRepository(trx).lock(found.id))!;
      if (p.status !== 'WAIT_DEPOSIT_PAYMENT' || feast.status !== 'FORMING') {
        return {
          accept: false,
          reason: p.status === 'SUCCESS' ? SERVER_MESSAGE.alreadyPaid : SERVER_MESSAGE.cannotBePaid,
        };
      }
      if (payment.amount !== p.depositAmount) return { accept: false, reason: SERVER_MESSAGE.paymentAmountChanged };
      const move = participantMove('DEPOSIT_PAID', p.status);
      await new ParticipantRepository(trx).update(p.id, { status: move.to!, paid_amount: payment.amount }, now);
      await cancelPaymentLapse(trx, p.id, now);
      await events.raise(trx, [
        { kind: 'PARTICIPANT_CONFIRMED', feastId: feast.id, participantId: p.id, userId: p.userId },
      ]);
      return { accept: true };
    },

    onRefundSettled: refundSettledWith(events),
  };
}
