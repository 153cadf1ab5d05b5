import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SERVER_MESSAGE } from '@common/server-messages';
import { domainError } from '../../errors';
import type { PaymentPurposeHandler } from '../payment-purpose';
import { DebugSubjectRepository, type DebugSubject, type NewDebugSubject } from './debug-subject.repository';

/**
 * The DEBUG purpose: a payable subject with nothing behind it, so every path
 * of payments (pay, notify, repeat, mismatch, late payment, refund,
 * reconciliation) is exercised without booking orders. Registered only
 * outside production. It behaves as a well-made purpose must: it quotes from
 * its own row, checks the payer, refuses money once closed, expired or paid.
 */
export function debugPurpose(): PaymentPurposeHandler {
  return {
    purpose: 'DEBUG',
    acceptsOffline: true,

    async quote({ trx, now }, subjectId, payer) {
      const subject = await new DebugSubjectRepository(trx).find(subjectId, true);
      if (!subject) throw domainError('not_found', 'paymentInfoDoesNotExist');
      if (payer.kind === 'online' && subject.payerUserId && payer.userId !== subject.payerUserId) {
        throw domainError('permission', 'notThePayer');
      }
      if (subject.status === 'PAID') throw domainError('precondition', 'alreadyPaid');
      if (subject.status === 'CLOSED') throw domainError('precondition', 'cannotBePaid');
      if (subject.expireTime && subject.expireTime <= now) throw domainError('precondition', 'paymentExpired');
      return {
        merchantId: subject.merchantId,
        storeId: subject.storeId,
        amount: subject.amount,
        currency: subject.currency,
        item: { kind: 'TEXT', text: subject.description },
        expireTime: subject.expireTime,
        ownerUserId: subject.payerUserId,
      };
    },

    async onPaid({ trx, now }, payment) {
      const subjects = new DebugSubjectRepository(trx);
      const subject = await subjects.find(payment.subjectId, true);
      if (!subject) return { accept: false, reason: SERVER_MESSAGE.paymentInfoDoesNotExist };
      if (subject.status === 'PAID') return { accept: false, reason: SERVER_MESSAGE.alreadyPaid };
      if (subject.status === 'CLOSED') return { accept: false, reason: SERVER_MESSAGE.cannotBePaid };
      if (subject.expireTime && subject.expireTime <= now)
        return { accept: false, reason: SERVER_MESSAGE.paymentExpired };
      await subjects.setStatus(subject.id, 'PAID', true);
      return { accept: true };
    },

    async onRefundSettled({ trx }, refund) {
      const subjects = new DebugSubjectRepository(trx);
      await subjects.countRefund(
        refund.subjectId,
        refund.status === 'SUCCESS' ? { refunded: refund.amount } : { failed: true },
      );
    },
  };
}

/** Debug subjects for tests and development: made, looked at and closed directly. */
export class DebugSubjects {
  constructor(private readonly db: Kysely<Database>) {}

  create(subject: NewDebugSubject): Promise<DebugSubject> {
    return new DebugSubjectRepository(this.db).create(subject);
  }

  async find(id: string): Promise<DebugSubject | undefined> {
    return new DebugSubjectRepository(this.db).find(id);
  }

  /** Closes it as an expiry job or a cancellation would: payments after this are refunded. */
  async close(id: string): Promise<void> {
    await new DebugSubjectRepository(this.db).setStatus(id, 'CLOSED');
  }
}
