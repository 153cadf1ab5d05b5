import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentPurposeName } from './payment-types';
import { toRecord, type Page, type TransactionFilter, type TransactionRecord } from './transaction.repository';

/** The queries that read many transactions: lists, reconciliation, a subject's ledger. */
export class TransactionSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(
    scope: { payerUserId: string } | { storeId: string },
    filter: TransactionFilter,
    page: Page,
  ): Promise<{ list: TransactionRecord[]; total: number }> {
    let query = this.db.selectFrom('payment_transaction');
    query =
      'payerUserId' in scope
        ? query.where('payer_user_id', '=', scope.payerUserId)
        : query.where('store_id', '=', scope.storeId);
    if (filter.purpose) query = query.where('purpose', '=', filter.purpose);
    if (filter.subjectId) query = query.where('subject_id', '=', filter.subjectId);
    if (filter.status) query = query.where('status', '=', filter.status);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toRecord), total: Number(count.total) };
  }

  /** Open transactions untouched since `before`, oldest first, for reconciliation. Flagged ones wait for a person. */
  async dueForReconciliation(before: Date, limit: number): Promise<TransactionRecord[]> {
    const rows = await this.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('status', 'in', ['INIT', 'PENDING'])
      .where('anomaly', 'is', null)
      .where('update_time', '<=', before)
      .where('channel', 'not in', ['IN_STORE'])
      .orderBy('update_time')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async hasOpen(): Promise<boolean> {
    const row = await this.db
      .selectFrom('payment_transaction')
      .select('id')
      .where('status', 'in', ['INIT', 'PENDING'])
      .where('anomaly', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Every transaction of a subject, oldest first: its ledger. */
  async ofSubject(purpose: PaymentPurposeName, subjectId: string): Promise<TransactionRecord[]> {
    const rows = await this.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Locks a subject's payments until the transaction ends, for an owner about
   * to change the subject and refund some of them: taking these locks before
   * the subject's own keeps the order payment notifications lock in
   * (payment, then subject), so the two never deadlock.
   */
  async lockPaymentsOf(purposes: PaymentPurposeName[], subjectId: string): Promise<void> {
    await this.db
      .selectFrom('payment_transaction')
      .select('id')
      .where('kind', '=', 'PAYMENT')
      .where('purpose', 'in', purposes)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .forUpdate()
      .execute();
  }
}
