import type { Kysely } from 'kysely';
import { addCents, compareCents, subtractCents } from '@common/money';
import type { Database } from '../../db/schema';
import type { PurposeContext } from '../payment/payment-purpose';
import type { RefundRequest } from '../payment/refund-ledger';
import { subjectLedger } from '../payment/subject-ledger';
import type { TransactionRecord } from '../payment/transaction.repository';
import { isDone } from '../payment/transaction-status';
import type { ParticipantRecord } from './feast.record';
import type { FeastEvents } from './feast-events';
import { heldOf } from './feast-money';
import { ParticipantRepository } from './participant.repository';

export const FEAST_PURPOSE = 'FEAST_PARTICIPANT_DEPOSIT' as const;

/** What feasts use of payments' refunds (services.payments.refunds). */
export interface FeastRefundPort {
  recordInTransaction(trx: Kysely<Database>, request: RefundRequest): Promise<TransactionRecord>;
  submitQuietly(refundIds: string[]): Promise<void>;
}

/**
 * Gives back up to `amount` of a participant's deposit through the channels
 * it came by, inside the caller's transaction: refunds are recorded against
 * its credited payments (newest first) and the participant's refunding
 * amount rises by the same. Returns the refund ids to submit after commit.
 */
export async function refundParticipant(
  trx: Kysely<Database>,
  refunds: FeastRefundPort,
  participant: ParticipantRecord,
  amount: string,
  reason: string,
  operatorUserId: string | null,
  now: Date,
): Promise<{ participant: ParticipantRecord; refundIds: string[] }> {
  if (compareCents(amount, 0) <= 0) return { participant, refundIds: [] };
  const ledger = await subjectLedger(trx, FEAST_PURPOSE, participant.id);
  const payments = ledger.transactions.filter((t) => t.kind === 'PAYMENT' && isDone(t.status) && !t.anomaly).reverse();
  let left = amount;
  const refundIds: string[] = [];
  for (const payment of payments) {
    if (compareCents(left, 0) <= 0) break;
    const refundable = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
    if (compareCents(refundable, 0) <= 0) continue;
    const part = compareCents(refundable, left) < 0 ? refundable : left;
    const refund = await refunds.recordInTransaction(trx, {
      paymentId: payment.id,
      amount: part,
      reason,
      operatorUserId,
    });
    refundIds.push(refund.id);
    left = subtractCents(left, part);
  }
  const sent = subtractCents(amount, left);
  if (compareCents(sent, 0) <= 0) return { participant, refundIds };
  const updated = await new ParticipantRepository(trx).update(
    participant.id,
    { refunding_amount: addCents(participant.refundingAmount, sent) },
    now,
  );
  return { participant: updated, refundIds };
}

/**
 * payments' onRefundSettled for feast deposits: the participant's sums move
 * (below) and, when the money reached the diner, DEPOSIT_REFUNDED is raised
 * in the same transaction so they are told.
 */
export function refundSettledWith(events: FeastEvents) {
  return async (ctx: PurposeContext, refund: TransactionRecord, payment: TransactionRecord): Promise<void> => {
    const p = await settleParticipantRefund(ctx, refund, payment);
    if (!p || refund.status !== 'SUCCESS') return;
    await events.raise(ctx.trx, [
      {
        kind: 'DEPOSIT_REFUNDED',
        feastId: p.feastId,
        participantId: p.id,
        userId: p.userId,
        payload: { amount: refund.amount, refundId: refund.id },
      },
    ]);
  };
}

/**
 * A refund of a participant's deposit ended (payments' onRefundSettled):
 * SUCCESS moves it from refunding to refunded; FAIL gives it back to what
 * the deposit holds (staff may refund again). A success reported after a
 * failure counts as refunded, taken from what the store kept if the deposit
 * no longer holds it. Refunds of payments the participant never accepted
 * (paid after it closed: refunded in full by payments) are not its money.
 */
export async function settleParticipantRefund(
  { trx, now }: PurposeContext,
  refund: TransactionRecord,
  payment: TransactionRecord,
): Promise<ParticipantRecord | undefined> {
  if (payment.anomaly) return undefined;
  const repo = new ParticipantRepository(trx);
  const p = await repo.lock(refund.subjectId);
  if (!p) return undefined;
  if (refund.status !== 'SUCCESS') {
    return repo.update(p.id, { refunding_amount: subtractCents(p.refundingAmount, refund.amount) }, now);
  }
  if (compareCents(p.refundingAmount, refund.amount) >= 0) {
    return repo.update(
      p.id,
      {
        refunding_amount: subtractCents(p.refundingAmount, refund.amount),
        refund_amount: addCents(p.refundAmount, refund.amount),
      },
      now,
    );
  }
  const shortfall = subtractCents(refund.amount, heldOf(p));
  const takeBack = compareCents(shortfall, 0) > 0 ? shortfall : '0';
  return repo.update(
    p.id,
    {
      refund_amount: addCents(p.refundAmount, refund.amount),
      forfeit_amount: subtractCents(p.forfeitAmount, takeBack),
    },
    now,
  );
}
