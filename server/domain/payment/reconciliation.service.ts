import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderRegistry } from '../../providers/payment/provider-registry';
import type { PaymentConfigService } from './payment-config.service';
import type { PaymentOutcomeService } from './payment-outcome.service';
import { RECONCILE_AFTER_MS, scheduleReconciliation } from './refund-ledger';
import type { RefundService } from './refund.service';
import { TransactionSearchRepository } from './transaction-search.repository';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';

/** After a payment's expiry, how long an unpaid order is still asked about before we give it up. */
export const EXPIRY_GRACE_MS = 10 * 60_000;
/** A payment without expiry is given up after this long unpaid. */
export const MAX_OPEN_MS = 24 * 3600_000;
const BATCH = 50;

export interface SweepResult {
  checked: number;
  failed: number;
}

/**
 * The reconciliation job: notifications get lost, so every transaction still
 * open a few minutes after its last change is asked about at its channel and
 * settled through the same outcome service as a notification. An order still
 * unpaid past its expiry (plus a grace) is given up as failed; a late success
 * still counts (and is refunded when the subject has closed).
 */
export class ReconciliationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly configs: PaymentConfigService,
    private readonly providers: ProviderRegistry,
    private readonly outcomes: PaymentOutcomeService,
    private readonly refunds: RefundService,
    private readonly now: () => Date,
    private readonly onError: (error: unknown, tx: TransactionRecord) => void = () => undefined,
  ) {}

  async sweep(): Promise<SweepResult> {
    const now = this.now();
    const repo = new TransactionRepository(this.db);
    const search = new TransactionSearchRepository(this.db);
    const due = await search.dueForReconciliation(new Date(now.getTime() - RECONCILE_AFTER_MS), BATCH);
    let failed = 0;
    for (const tx of due) {
      try {
        if (tx.kind === 'PAYMENT') await this.checkPayment(tx, now);
        else await this.checkRefund(tx);
      } catch (error) {
        failed++;
        this.onError(error, tx);
        await repo.change(tx.id, {}, now); // asked; look again later rather than every sweep
      }
    }
    if (await search.hasOpen()) await scheduleReconciliation(this.db, now);
    return { checked: due.length, failed };
  }

  private async checkPayment(tx: TransactionRecord, now: Date): Promise<void> {
    const account = await this.configs.accountOfTransaction(tx);
    const state = await this.providers.get(tx.channel).queryPayment(account, tx.transactionNo);
    if (state.state !== 'PENDING') {
      await this.outcomes.applyPayment(tx.transactionNo, state);
      return;
    }
    const giveUpAt = tx.expireTime ? tx.expireTime.getTime() + EXPIRY_GRACE_MS : tx.createTime.getTime() + MAX_OPEN_MS;
    if (now.getTime() >= giveUpAt) {
      await this.outcomes.applyPayment(tx.transactionNo, { state: 'FAIL', reason: 'not paid in time' });
    } else {
      await new TransactionRepository(this.db).change(tx.id, {}, now);
    }
  }

  private async checkRefund(refund: TransactionRecord): Promise<void> {
    if (refund.status === 'INIT') {
      await this.refunds.submit(refund.id);
      return;
    }
    const state = await this.refunds.query(refund);
    if (state.state === 'PENDING') {
      await new TransactionRepository(this.db).change(refund.id, {}, this.now());
      return;
    }
    await this.refunds.applyState(refund, state);
  }
}
