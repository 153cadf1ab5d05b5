import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentState, RefundState } from '../../providers/payment/payment-provider';
import { DomainError } from '../errors';
import type { PaidVerdict, PurposeRegistry } from './payment-purpose';
import { applyRefundState, recordRefund, type RefundApplyOutcome } from './refund-ledger';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';
import { OPEN_STATUSES, isDone } from './transaction-status';

export type PaymentApplyOutcome =
  | 'APPLIED' // credited, or marked failed
  | 'REFUNDED' // paid after the subject closed: credited nowhere, refund under way
  | 'ANOMALY' // amount or currency differ: flagged, not credited
  | 'NO_CHANGE'
  | 'DUPLICATE'
  | 'UNKNOWN_TRANSACTION';

export interface ApplyResult<O> {
  outcome: O;
  /** Refunds recorded on the way, to send to their channel once committed. */
  refundIds: string[];
}

/** Sends recorded refunds to their channel; failures are left to the refund job. */
export type RefundSubmitter = (refundIds: string[]) => Promise<void>;

/**
 * Records what a channel says (a notification, a query answer) in one
 * database transaction. The single place where a payment is credited, so the
 * rules hold whichever way the news arrives:
 * - idempotent: a transaction already in that state, or past it, is left as is;
 * - the channel's amount and currency must equal ours, or the transaction is
 *   flagged and nobody is credited;
 * - the purpose is told exactly once, and money it refuses (subject closed,
 *   expired, already paid) is refunded automatically.
 */
export class PaymentOutcomeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly purposes: PurposeRegistry,
    private readonly submitRefunds: RefundSubmitter,
    private readonly now: () => Date,
  ) {}

  async applyPayment(transactionNo: string, state: PaymentState): Promise<ApplyResult<PaymentApplyOutcome>> {
    const now = this.now();
    const result = await this.db.transaction().execute((trx) => this.applyPaymentIn(trx, transactionNo, state, now));
    await this.submitRefunds(result.refundIds);
    return result;
  }

  async applyRefund(refundNo: string, state: RefundState): Promise<ApplyResult<RefundApplyOutcome>> {
    const now = this.now();
    const outcome = await this.db
      .transaction()
      .execute((trx) => applyRefundState(trx, refundNo, state, now, this.purposes));
    return { outcome, refundIds: [] };
  }

  private async applyPaymentIn(
    trx: Kysely<Database>,
    transactionNo: string,
    state: PaymentState,
    now: Date,
  ): Promise<ApplyResult<PaymentApplyOutcome>> {
    const repo = new TransactionRepository(trx);
    const tx = await repo.lockByNo(transactionNo);
    const none = (outcome: PaymentApplyOutcome) => ({ outcome, refundIds: [] });
    if (!tx || tx.kind !== 'PAYMENT') return none('UNKNOWN_TRANSACTION');

    switch (state.state) {
      case 'PENDING':
        // The channel has the order: an attempt whose creation we never finished recording.
        if (tx.status !== 'INIT') return none('NO_CHANGE');
        await repo.move(tx.id, 'PENDING', {}, now);
        return none('APPLIED');
      case 'FAIL':
      case 'NOT_FOUND':
        if (!OPEN_STATUSES.includes(tx.status)) return none('DUPLICATE');
        await repo.move(
          tx.id,
          'FAIL',
          { failureReason: state.state === 'FAIL' ? state.reason : 'the channel has no such order' },
          now,
        );
        return none('APPLIED');
      case 'SUCCESS':
        break;
    }
    if (isDone(tx.status) || tx.anomaly === 'AMOUNT_MISMATCH' || tx.anomaly === 'CURRENCY_MISMATCH') {
      return none('DUPLICATE');
    }
    if (state.amount !== tx.amount || state.currency !== tx.currency) {
      await repo.change(
        tx.id,
        {
          anomaly: state.amount !== tx.amount ? 'AMOUNT_MISMATCH' : 'CURRENCY_MISMATCH',
          providerTransactionId: state.providerTransactionId,
          payerAccount: state.payerAccount,
          failureReason: `the channel reported ${state.amount} ${state.currency}`,
        },
        now,
      );
      return none('ANOMALY');
    }

    const paid = (await repo.move(
      tx.id,
      'SUCCESS',
      {
        providerTransactionId: state.providerTransactionId,
        payerAccount: state.payerAccount,
        successTime: state.successTime,
      },
      now,
    )) as TransactionRecord;
    const refundIds: string[] = [];
    const refund = async (amount: string, reason: string) => {
      const recorded = await recordRefund(
        trx,
        { paymentId: paid.id, amount, reason, operatorUserId: null },
        now,
        this.purposes,
      );
      refundIds.push(recorded.id);
      return recorded;
    };

    const verdict = await this.verdictOf(repo, trx, paid, now, refund, refundIds);
    if (verdict.accept) return { outcome: 'APPLIED', refundIds };
    await repo.change(paid.id, { anomaly: 'PAID_AFTER_CLOSE', failureReason: verdict.reason }, now);
    await refund(paid.amount, verdict.reason);
    return { outcome: 'REFUNDED', refundIds };
  }

  /**
   * The purpose's word. A purpose that throws a domain error refuses the money,
   * and whatever it changed before throwing (refunds included) is undone.
   */
  private async verdictOf(
    repo: TransactionRepository,
    trx: Kysely<Database>,
    paid: TransactionRecord,
    now: Date,
    refund: (amount: string, reason: string) => Promise<TransactionRecord>,
    refundIds: string[],
  ): Promise<PaidVerdict> {
    try {
      return await repo.undoOnError(() =>
        this.purposes
          .get(paid.purpose)
          .onPaid({ trx, now, refund, sendAfterCommit: (ids) => refundIds.push(...ids) }, paid),
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refundIds.length = 0;
      return { accept: false, reason: error.message };
    }
  }
}
