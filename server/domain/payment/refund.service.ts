import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ProviderError, type RefundInput, type RefundState } from '../../providers/payment/payment-provider';
import type { ProviderRegistry } from '../../providers/payment/provider-registry';
import { notifyUrlOf, type PaymentConfigService } from './payment-config.service';
import type { PurposeRegistry } from './payment-purpose';
import { applyRefundState, recordRefund, type RefundRequest } from './refund-ledger';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';

/**
 * Refunds end to end: record (refund-ledger.ts), commit, then send to the
 * channel and record its answer. A refund left unsent (a crash, a channel
 * down) is sent by its job; one left pending is settled by reconciliation.
 */
export class RefundService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly configs: PaymentConfigService,
    private readonly providers: ProviderRegistry,
    private readonly purposes: PurposeRegistry,
    private readonly now: () => Date,
    private readonly onError: (error: unknown, refundId: string) => void = () => undefined,
  ) {}

  /** Records a refund in a transaction of its own and sends it at once. */
  async request(request: RefundRequest): Promise<TransactionRecord> {
    const refund = await this.db.transaction().execute((trx) => this.recordInTransaction(trx, request));
    await this.submitQuietly([refund.id]);
    return (await new TransactionRepository(this.db).findById(refund.id)) as TransactionRecord;
  }

  /**
   * For a purpose's own operation (a deposit refund): records the refund in the
   * caller's transaction. Call submitQuietly([refund.id]) after it commits.
   */
  recordInTransaction(trx: Kysely<Database>, request: RefundRequest): Promise<TransactionRecord> {
    return recordRefund(trx, request, this.now(), this.purposes);
  }

  /** Sends refunds that are recorded and committed; a failure is left to the refund job. */
  async submitQuietly(refundIds: string[]): Promise<void> {
    for (const id of refundIds) {
      try {
        await this.submit(id);
      } catch (error) {
        this.onError(error, id);
      }
    }
  }

  /**
   * Sends one recorded refund to its channel and records the answer. Safe to
   * repeat: only a refund not yet sent is sent, and channels dedupe on our
   * refund number. Throws when the channel could not be reached (the job retries).
   */
  async submit(refundId: string): Promise<void> {
    const repo = new TransactionRepository(this.db);
    const refund = await repo.findById(refundId);
    if (!refund || refund.kind !== 'REFUND' || refund.status !== 'INIT' || !refund.paymentTransactionId) return;
    const payment = (await repo.findById(refund.paymentTransactionId)) as TransactionRecord;
    const account = await this.configs.accountOfTransaction(payment);
    let state: RefundState;
    try {
      state = await this.providers.get(refund.channel).refund(account, refundInput(refund, payment));
    } catch (error) {
      if (!(error instanceof ProviderError) || error.retryable) throw error;
      state = { state: 'FAIL', reason: error.message };
    }
    await this.applyState(refund, state);
  }

  /** Asks the channel how a sent refund ended (reconciliation). */
  async query(refund: TransactionRecord): Promise<RefundState> {
    const payment = (await new TransactionRepository(this.db).findById(
      refund.paymentTransactionId as string,
    )) as TransactionRecord;
    const account = await this.configs.accountOfTransaction(payment);
    return this.providers.get(refund.channel).queryRefund(account, refundInput(refund, payment));
  }

  async applyState(refund: TransactionRecord, state: RefundState): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) => applyRefundState(trx, refund.transactionNo, state, this.now(), this.purposes));
  }
}

export function refundInput(refund: TransactionRecord, payment: TransactionRecord): RefundInput {
  return {
    refundNo: refund.transactionNo,
    paymentTransactionNo: payment.transactionNo,
    paymentProviderTransactionId: payment.providerTransactionId ?? '',
    amount: refund.amount,
    paymentAmount: payment.amount,
    currency: payment.currency,
    reason: refund.remark,
    notifyUrl: notifyUrlOf(payment.notifyBaseUrl, payment.channel, payment.channelConfigId),
  };
}
