import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../../errors';
import type { PaymentPurposeHandler } from '../payment-purpose';
import { PaymentChallengeRepository } from './payment-challenge.repository';

/**
 * SESSION_CHALLENGE_PAYMENT: a session risk control doubts proves it controls
 * a payment account by paying a small amount from it. Only the session the
 * challenge was made for may pay it; the platform's own accounts take the
 * money, and it is refunded in full as soon as the challenge passes.
 */
export function sessionChallengePurpose(): PaymentPurposeHandler {
  return {
    purpose: 'SESSION_CHALLENGE_PAYMENT',
    acceptsOffline: false,

    async quote({ trx, now }, subjectId, payer) {
      const challenge = await new PaymentChallengeRepository(trx).find(subjectId, true);
      // Another session's challenge answers as missing: its existence is nobody else's business.
      if (!challenge || payer.kind !== 'online' || payer.sessionId !== challenge.sessionId) {
        throw domainError('not_found', 'paymentInfoDoesNotExist');
      }
      if (challenge.status === 'PASSED') throw domainError('precondition', 'challengeAlreadyPassed');
      if (challenge.status === 'EXPIRED' || challenge.expireTime <= now) {
        throw domainError('precondition', 'challengeExpired');
      }
      return {
        merchantId: null,
        storeId: null,
        amount: challenge.amount,
        currency: challenge.currency,
        item: { kind: 'ACCOUNT_CHECK' },
        expireTime: challenge.expireTime,
      };
    },

    async onPaid({ trx, refund }, payment) {
      const challenges = new PaymentChallengeRepository(trx);
      const challenge = await challenges.find(payment.subjectId, true);
      if (!challenge || challenge.status !== 'WAIT_PAYMENT') {
        return { accept: false, reason: SERVER_MESSAGE.challengeAlreadyPassed };
      }
      // Judged by when the payer paid, not when the news reached us: paying in time passes.
      const paidAt = payment.successTime ?? new Date(0);
      if (paidAt > challenge.expireTime) return { accept: false, reason: SERVER_MESSAGE.challengeExpired };
      await challenges.pass(challenge.id, {
        passTime: paidAt,
        payerAccount: payment.payerAccount,
        paymentId: payment.id,
      });
      // It proved the account; the money itself goes back.
      await refund(payment.amount, 'challenge payment passed');
      return { accept: true };
    },
  };
}
