import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { PayParams } from '../../providers/payment/payment-provider';
import type { PaymentTransactionTable } from './payment.tables';
import type {
  Currency,
  OfflineKind,
  PaymentChannelName,
  PaymentMethodName,
  PaymentPurposeName,
  TransactionAnomaly,
  TransactionKind,
  TransactionStatus,
} from './payment-types';
import { statusesBefore } from './transaction-status';

export interface TransactionRecord {
  id: string;
  kind: TransactionKind;
  status: TransactionStatus;
  purpose: PaymentPurposeName;
  subjectId: string;
  merchantId: string | null;
  storeId: string | null;
  channel: PaymentChannelName;
  method: PaymentMethodName;
  channelConfigId: string | null;
  amount: string;
  currency: Currency;
  description: string;
  transactionNo: string;
  providerTransactionId: string | null;
  paymentTransactionId: string | null;
  refundedAmount: string;
  refundingAmount: string;
  payerUserId: string | null;
  payerSessionId: string | null;
  payerAccount: string;
  operatorUserId: string | null;
  offlineKind: OfflineKind | null;
  payParams: PayParams | null;
  notifyBaseUrl: string;
  expireTime: Date | null;
  successTime: Date | null;
  failureReason: string;
  anomaly: TransactionAnomaly | null;
  remark: string;
  createTime: Date;
  updateTime: Date;
}

/** A transaction to open: what every row is given, what some are, and the clock. */
export interface NewTransaction
  extends
    Pick<
      TransactionRecord,
      | 'kind'
      | 'status'
      | 'purpose'
      | 'subjectId'
      | 'merchantId'
      | 'storeId'
      | 'channel'
      | 'method'
      | 'channelConfigId'
      | 'amount'
      | 'currency'
      | 'description'
      | 'transactionNo'
      | 'expireTime'
    >,
    Partial<
      Pick<
        TransactionRecord,
        | 'paymentTransactionId'
        | 'payerUserId'
        | 'payerSessionId'
        | 'operatorUserId'
        | 'offlineKind'
        | 'notifyBaseUrl'
        | 'successTime'
        | 'remark'
      >
    > {
  now: Date;
}

/** Fields a status move may set along with the status. */
export interface TransactionChanges {
  providerTransactionId?: string;
  payerAccount?: string;
  payParams?: PayParams;
  successTime?: Date;
  failureReason?: string;
  anomaly?: TransactionAnomaly | null;
}

export interface TransactionFilter {
  purpose?: PaymentPurposeName;
  subjectId?: string;
  status?: TransactionStatus;
  channel?: PaymentChannelName;
  /** Business dates in the store's time zone, both included (store lists only). */
  startDate?: string;
  endDate?: string;
}

export interface Page {
  limit: number;
  offset: number;
}

/** SQL of payment_transaction. Built on a transaction by services that change things. */
export class TransactionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(tx: NewTransaction): Promise<TransactionRecord> {
    const row = await this.db
      .insertInto('payment_transaction')
      .values({
        kind: tx.kind,
        status: tx.status,
        purpose: tx.purpose,
        subject_id: tx.subjectId,
        merchant_id: tx.merchantId,
        store_id: tx.storeId,
        channel: tx.channel,
        method: tx.method,
        channel_config_id: tx.channelConfigId,
        amount: tx.amount,
        currency: tx.currency,
        description: tx.description,
        transaction_no: tx.transactionNo,
        payment_transaction_id: tx.paymentTransactionId ?? null,
        payer_user_id: tx.payerUserId ?? null,
        payer_session_id: tx.payerSessionId ?? null,
        operator_user_id: tx.operatorUserId ?? null,
        offline_kind: tx.offlineKind ?? null,
        notify_base_url: tx.notifyBaseUrl ?? '',
        expire_time: tx.expireTime,
        success_time: tx.successTime ?? null,
        remark: tx.remark ?? '',
        create_time: tx.now,
        update_time: tx.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  findById(id: string): Promise<TransactionRecord | undefined> {
    return this.one('id', id, false);
  }

  findByNo(transactionNo: string): Promise<TransactionRecord | undefined> {
    return this.one('transaction_no', transactionNo, false);
  }

  /** The row, locked until the caller's transaction ends: every change to a transaction starts here. */
  lockById(id: string): Promise<TransactionRecord | undefined> {
    return this.one('id', id, true);
  }

  lockByNo(transactionNo: string): Promise<TransactionRecord | undefined> {
    return this.one('transaction_no', transactionNo, true);
  }

  private async one(
    column: 'id' | 'transaction_no',
    value: string,
    lock: boolean,
  ): Promise<TransactionRecord | undefined> {
    const query = this.db.selectFrom('payment_transaction').selectAll().where(column, '=', value);
    const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
    return row && toRecord(row);
  }

  /**
   * Moves a transaction to `to` when its status allows it (transaction-status.ts);
   * undefined when it had already moved on, so a duplicate changes nothing.
   */
  async move(
    id: string,
    to: TransactionStatus,
    changes: TransactionChanges,
    now: Date,
  ): Promise<TransactionRecord | undefined> {
    const row = await this.db
      .updateTable('payment_transaction')
      .set({ status: to, update_time: now, ...toColumns(changes) })
      .where('id', '=', id)
      .where('status', 'in', statusesBefore(to))
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /** Changes fields without moving the status. */
  async change(id: string, changes: TransactionChanges, now: Date): Promise<TransactionRecord> {
    const row = await this.db
      .updateTable('payment_transaction')
      .set({ update_time: now, ...toColumns(changes) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  }

  /** Shifts a payment's refund totals; the table's checks refuse more than the payment. */
  async shiftRefundTotals(paymentId: string, refunding: string, refunded: string, now: Date): Promise<void> {
    await this.db
      .updateTable('payment_transaction')
      .set({
        refunding_amount: sql<string>`refunding_amount + ${refunding}::bigint`,
        refunded_amount: sql<string>`refunded_amount + ${refunded}::bigint`,
        update_time: now,
      })
      .where('id', '=', paymentId)
      .execute();
  }

  /** An attempt still waiting for the payer with the same terms: handed back instead of opening another. */
  async findReusableAttempt(terms: {
    purpose: PaymentPurposeName;
    subjectId: string;
    channel: PaymentChannelName;
    method: PaymentMethodName;
    amount: string;
    currency: Currency;
    payerUserId: string | null;
    payerSessionId: string | null;
    now: Date;
  }): Promise<TransactionRecord | undefined> {
    const row = await this.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('kind', '=', 'PAYMENT')
      .where('status', '=', 'PENDING')
      .where('anomaly', 'is', null)
      .where('pay_params', 'is not', null)
      .where('purpose', '=', terms.purpose)
      .where('subject_id', '=', terms.subjectId)
      .where('channel', '=', terms.channel)
      .where('method', '=', terms.method)
      .where('amount', '=', terms.amount)
      .where('currency', '=', terms.currency)
      .where((eb) =>
        terms.payerUserId ? eb('payer_user_id', '=', terms.payerUserId) : eb('payer_user_id', 'is', null),
      )
      .where((eb) =>
        terms.payerSessionId ? eb('payer_session_id', '=', terms.payerSessionId) : eb('payer_session_id', 'is', null),
      )
      .where((eb) => eb.or([eb('expire_time', 'is', null), eb('expire_time', '>', terms.now)]))
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async refundsOf(paymentId: string): Promise<TransactionRecord[]> {
    const rows = await this.db
      .selectFrom('payment_transaction')
      .selectAll()
      .where('payment_transaction_id', '=', paymentId)
      .orderBy('id')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Runs `work` so that if it throws, its changes are undone and the caller's
   * transaction goes on (a purpose refusing a payment halfway through).
   */
  async undoOnError<T>(work: () => Promise<T>): Promise<T> {
    await sql`SAVEPOINT payment_step`.execute(this.db);
    try {
      const result = await work();
      await sql`RELEASE SAVEPOINT payment_step`.execute(this.db);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT payment_step`.execute(this.db);
      throw error;
    }
  }
}

function toColumns(changes: TransactionChanges) {
  return {
    ...(changes.providerTransactionId !== undefined && { provider_transaction_id: changes.providerTransactionId }),
    ...(changes.payerAccount !== undefined && { payer_account: changes.payerAccount }),
    ...(changes.payParams !== undefined && { pay_params: JSON.stringify(changes.payParams) }),
    ...(changes.successTime !== undefined && { success_time: changes.successTime }),
    ...(changes.failureReason !== undefined && { failure_reason: changes.failureReason.slice(0, 500) }),
    ...(changes.anomaly !== undefined && { anomaly: changes.anomaly }),
  };
}

export function toRecord(row: Selectable<PaymentTransactionTable>): TransactionRecord {
  return {
    id: row.id,
    kind: row.kind as TransactionKind,
    status: row.status as TransactionStatus,
    purpose: row.purpose as PaymentPurposeName,
    subjectId: row.subject_id,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    channel: row.channel as PaymentChannelName,
    method: row.method as PaymentMethodName,
    channelConfigId: row.channel_config_id,
    amount: row.amount,
    currency: row.currency as Currency,
    description: row.description,
    transactionNo: row.transaction_no,
    providerTransactionId: row.provider_transaction_id,
    paymentTransactionId: row.payment_transaction_id,
    refundedAmount: row.refunded_amount,
    refundingAmount: row.refunding_amount,
    payerUserId: row.payer_user_id,
    payerSessionId: row.payer_session_id,
    payerAccount: row.payer_account,
    operatorUserId: row.operator_user_id,
    offlineKind: row.offline_kind as OfflineKind | null,
    payParams: (row.pay_params as PayParams | null) ?? null,
    notifyBaseUrl: row.notify_base_url,
    expireTime: row.expire_time,
    successTime: row.success_time,
    failureReason: row.failure_reason,
    anomaly: row.anomaly as TransactionAnomaly | null,
    remark: row.remark,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}
