import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentPurposeName } from './payment-types';
import { toRecord, type Page, type TransactionFilter, type TransactionRecord } from './transaction.repository';

/** Money that succeeded in one currency: payments received and refunds made. */
export interface TransactionTotalRow {
  currency: string;
  receivedAmount: string;
  refundedAmount: string;
}

type TransactionQuery = SelectQueryBuilder<Database, 'payment_transaction', object>;

/** A transaction's day where its store is, for date filters that mean the store's business days. */
const storeDay = sql<string>`(payment_transaction.create_time AT TIME ZONE
  (SELECT s.timezone FROM store s WHERE s.id = payment_transaction.store_id))::date`;

function filtered(query: TransactionQuery, filter: TransactionFilter): TransactionQuery {
  let q = query;
  if (filter.purpose) q = q.where('purpose', '=', filter.purpose);
  if (filter.subjectId) q = q.where('subject_id', '=', filter.subjectId);
  if (filter.status) q = q.where('status', '=', filter.status);
  if (filter.channel) q = q.where('channel', '=', filter.channel);
  if (filter.startDate) q = q.where(storeDay, '>=', sql<string>`${filter.startDate}::date`);
  if (filter.endDate) q = q.where(storeDay, '<=', sql<string>`${filter.endDate}::date`);
  return q;
}

/** The queries that read many transactions: lists, reconciliation, a subject's ledger. */
export class TransactionSearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(
    scope: { payerUserId: string } | { storeId: string },
    filter: TransactionFilter,
    page: Page,
  ): Promise<{ list: TransactionRecord[]; total: number }> {
    const query = this.scoped(scope, filter);
    const [rows, count] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toRecord), total: Number(count.total) };
  }

  /** What the filtered transactions of a store moved, per currency (whatever the page). */
  async totals(storeId: string, filter: TransactionFilter): Promise<TransactionTotalRow[]> {
    const succeeded = ['SUCCESS', 'WAIT_PAYOUT', 'SETTLED'] as const;
    return this.scoped({ storeId }, filter)
      .where('status', 'in', succeeded)
      .select((eb) => [
        'currency',
        eb.fn
          .coalesce(
            eb.fn.sum<string>(eb.case().when('kind', '=', 'PAYMENT').then(eb.ref('amount')).else(0).end()),
            sql`0`,
          )
          .$castTo<string>()
          .as('receivedAmount'),
        eb.fn
          .coalesce(
            eb.fn.sum<string>(eb.case().when('kind', '=', 'REFUND').then(eb.ref('amount')).else(0).end()),
            sql`0`,
          )
          .$castTo<string>()
          .as('refundedAmount'),
      ])
      .groupBy('currency')
      .orderBy('currency')
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          currency: r.currency,
          receivedAmount: String(r.receivedAmount),
          refundedAmount: String(r.refundedAmount),
        })),
      );
  }

  private scoped(scope: { payerUserId: string } | { storeId: string }, filter: TransactionFilter): TransactionQuery {
    const query = this.db.selectFrom('payment_transaction');
    return filtered(
      'payerUserId' in scope
        ? query.where('payer_user_id', '=', scope.payerUserId)
        : query.where('store_id', '=', scope.storeId),
      filter,
    );
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
