import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compareCents, isCents, subtractCents } from '@common/money';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import type { RefundState } from '../../providers/payment/payment-provider';
import { domainError } from '../errors';
import type { PurposeRegistry } from './payment-purpose';
import type { TransactionKind } from './payment-types';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';
import { OPEN_STATUSES, isDone } from './transaction-status';

// Refunds in our books, inside the caller's database transaction. Sending a
// refund to its channel happens after commit (refund.service.ts); these
// functions only record intent and outcome, so they never wait on a channel.

export const REFUND_SUBMIT_JOB = 'payment.refund.submit';
export const RECONCILE_JOB = 'payment.reconcile';
/** How long a transaction may wait for its channel before reconciliation asks. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** The refund job is a safety net behind the submission right after commit. */
const REFUND_JOB_DELAY_MS = 30_000;

export interface RefundRequest {
  paymentId: string;
  /** Cents. */
  amount: string;
  reason: string;
  /** Who asked (staff); null: the system (automatic refunds). */
  operatorUserId: string | null;
}

/** Our number for a payment or refund with its channel: unguessable, so it can key anonymous lookups. */
export function newTransactionNo(kind: TransactionKind): string {
  // 20 base32 characters (100 random bits); fits WeChat's 32 and Alipay's 64.
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(20);
  let random = '';
  for (const byte of bytes) random += alphabet[byte % alphabet.length];
  return `FB${kind === 'PAYMENT' ? 'P' : 'R'}${random}`;
}

/**
 * Schedules a reconciliation sweep a few minutes on, at most one per minute
 * (dedupe by minute slot). Sweeps run only while something is open.
 */
export async function scheduleReconciliation(db: Kysely<Database>, now: Date): Promise<void> {
  const slot = new Date(Math.ceil((now.getTime() + RECONCILE_AFTER_MS) / 60_000) * 60_000);
  await new JobRepository(db).enqueue({
    kind: RECONCILE_JOB,
    runAt: slot,
    dedupeKey: `${RECONCILE_JOB}@${slot.toISOString()}`,
  });
}

/**
 * Records a refund of a payment. Refuses anything but a whole positive amount
 * within what is still refundable (paid minus refunded minus refunding). An
 * offline payment is handed back at the counter, so its refund is done at once;
 * any other is sent to its channel after the caller commits.
 */
export async function recordRefund(
  trx: Kysely<Database>,
  request: RefundRequest,
  now: Date,
  purposes: PurposeRegistry,
): Promise<TransactionRecord> {
  const repo = new TransactionRepository(trx);
  const payment = await repo.lockById(request.paymentId);
  if (!payment || payment.kind !== 'PAYMENT') throw domainError('not_found', 'paymentInfoDoesNotExist');
  if (!isDone(payment.status)) throw domainError('precondition', 'paymentNotRefundable');
  if (!isCents(request.amount) || compareCents(request.amount, 0) <= 0) {
    throw domainError('invalid', 'refundAmountInvalid');
  }
  const refundable = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
  if (compareCents(request.amount, refundable) > 0) throw domainError('precondition', 'refundExceedsRefundable');

  const offline = payment.channel === 'IN_STORE';
  const refund = await repo.insert({
    kind: 'REFUND',
    status: offline ? 'SUCCESS' : 'INIT',
    purpose: payment.purpose,
    subjectId: payment.subjectId,
    merchantId: payment.merchantId,
    storeId: payment.storeId,
    channel: payment.channel,
    method: payment.method,
    channelConfigId: payment.channelConfigId,
    amount: request.amount,
    currency: payment.currency,
    description: payment.description,
    transactionNo: newTransactionNo('REFUND'),
    paymentTransactionId: payment.id,
    payerUserId: payment.payerUserId,
    payerSessionId: payment.payerSessionId,
    operatorUserId: request.operatorUserId,
    offlineKind: payment.offlineKind,
    notifyBaseUrl: payment.notifyBaseUrl,
    expireTime: null,
    successTime: offline ? now : null,
    remark: request.reason.slice(0, 200),
    now,
  });
  if (offline) {
    await repo.shiftRefundTotals(payment.id, '0', request.amount, now);
    await purposes.get(payment.purpose).onRefundSettled?.({ trx, now }, refund, payment);
    return refund;
  }
  await repo.shiftRefundTotals(payment.id, request.amount, '0', now);
  await new JobRepository(trx).enqueue({
    kind: REFUND_SUBMIT_JOB,
    payload: { refundId: refund.id },
    runAt: new Date(now.getTime() + REFUND_JOB_DELAY_MS),
    dedupeKey: `${REFUND_SUBMIT_JOB}:${refund.id}`,
  });
  await scheduleReconciliation(trx, now);
  return refund;
}

export type RefundApplyOutcome = 'APPLIED' | 'NO_CHANGE' | 'DUPLICATE' | 'CONFLICT' | 'UNKNOWN_TRANSACTION';

/**
 * Records what the channel says about a refund. Idempotent: a state the refund
 * is already in, or has moved past, changes nothing. Moves the payment's
 * refunding amount to refunded (success) or back to refundable (failure) and
 * tells the purpose once per outcome.
 */
export async function applyRefundState(
  trx: Kysely<Database>,
  refundNo: string,
  state: RefundState,
  now: Date,
  purposes: PurposeRegistry,
): Promise<RefundApplyOutcome> {
  const repo = new TransactionRepository(trx);
  const found = await repo.findByNo(refundNo);
  if (!found || found.kind !== 'REFUND' || !found.paymentTransactionId) return 'UNKNOWN_TRANSACTION';
  // Payment first, then refund: the same lock order as recordRefund.
  const payment = (await repo.lockById(found.paymentTransactionId)) as TransactionRecord;
  const refund = (await repo.lockById(found.id)) as TransactionRecord;
  const open = OPEN_STATUSES.includes(refund.status);

  if (state.state === 'PENDING') {
    if (refund.status !== 'INIT') return 'NO_CHANGE';
    await repo.move(refund.id, 'PENDING', { providerTransactionId: state.providerRefundId || undefined }, now);
    return 'APPLIED';
  }
  if (state.state === 'SUCCESS') {
    if (isDone(refund.status)) return 'DUPLICATE';
    if (!open) {
      // We had recorded it as failed and released the amount; it may have been refunded again since.
      const room = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
      if (compareCents(refund.amount, room) > 0) return 'CONFLICT';
    }
    const done = await repo.move(
      refund.id,
      'SUCCESS',
      { providerTransactionId: state.providerRefundId || undefined, successTime: state.successTime },
      now,
    );
    await repo.shiftRefundTotals(payment.id, open ? `-${refund.amount}` : '0', refund.amount, now);
    await purposes.get(refund.purpose).onRefundSettled?.({ trx, now }, done as TransactionRecord, payment);
    return 'APPLIED';
  }
  if (!open) return 'DUPLICATE';
  const reason = state.state === 'FAIL' ? state.reason : 'the channel has no such refund';
  const failed = await repo.move(refund.id, 'FAIL', { failureReason: reason }, now);
  await repo.shiftRefundTotals(payment.id, `-${refund.amount}`, '0', now);
  await purposes.get(refund.purpose).onRefundSettled?.({ trx, now }, failed as TransactionRecord, payment);
  return 'APPLIED';
}
