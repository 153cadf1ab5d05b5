import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentDebugSubjectTable } from '../payment.tables';
import type { Currency } from '../payment-types';

export type DebugSubjectStatus = 'OPEN' | 'PAID' | 'CLOSED';

export interface DebugSubject {
  id: string;
  merchantId: string | null;
  storeId: string | null;
  payerUserId: string | null;
  amount: string;
  currency: Currency;
  description: string;
  expireTime: Date | null;
  status: DebugSubjectStatus;
  /** Payments the purpose accepted: must never pass 1, whatever the channel repeats. */
  acceptedPayments: number;
  refundedAmount: string;
  failedRefunds: number;
}

export interface NewDebugSubject {
  merchantId?: string | null;
  storeId?: string | null;
  payerUserId?: string | null;
  amount: string;
  currency?: Currency;
  description?: string;
  expireTime?: Date | null;
}

export class DebugSubjectRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(subject: NewDebugSubject): Promise<DebugSubject> {
    const row = await this.db
      .insertInto('payment_debug_subject')
      .values({
        merchant_id: subject.merchantId ?? null,
        store_id: subject.storeId ?? null,
        payer_user_id: subject.payerUserId ?? null,
        amount: subject.amount,
        currency: subject.currency ?? 'CNY',
        description: subject.description ?? 'Debug payment',
        expire_time: subject.expireTime ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toSubject(row);
  }

  async find(id: string, lock = false): Promise<DebugSubject | undefined> {
    let query = this.db.selectFrom('payment_debug_subject').selectAll().where('id', '=', id);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toSubject(row);
  }

  async setStatus(id: string, status: DebugSubjectStatus, acceptedPayment = false): Promise<void> {
    await this.db
      .updateTable('payment_debug_subject')
      .set({ status, ...(acceptedPayment && { accepted_payments: sql<number>`accepted_payments + 1` }) })
      .where('id', '=', id)
      .execute();
  }

  async countRefund(id: string, outcome: { refunded: string } | { failed: true }): Promise<void> {
    await this.db
      .updateTable('payment_debug_subject')
      .set(
        'refunded' in outcome
          ? { refunded_amount: sql<string>`refunded_amount + ${outcome.refunded}::bigint` }
          : { failed_refunds: sql<number>`failed_refunds + 1` },
      )
      .where('id', '=', id)
      .execute();
  }
}

function toSubject(row: Selectable<PaymentDebugSubjectTable>): DebugSubject {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    payerUserId: row.payer_user_id,
    amount: row.amount,
    currency: row.currency as Currency,
    description: row.description,
    expireTime: row.expire_time,
    status: row.status as DebugSubjectStatus,
    acceptedPayments: row.accepted_payments,
    refundedAmount: row.refunded_amount,
    failedRefunds: row.failed_refunds,
  };
}
