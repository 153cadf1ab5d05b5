import type { Kysely } from 'kysely';
import { addCents, subtractCents } from '@common/money';
import type { Database } from '../../db/schema';
import type { PaymentPurposeName } from './payment-types';
import { TransactionSearchRepository } from './transaction-search.repository';
import type { TransactionRecord } from './transaction.repository';
import { OPEN_STATUSES, isDone } from './transaction-status';

/** What a subject's money adds up to, from its transaction rows alone. */
export interface SubjectLedger {
  /** Every payment and refund of the subject, oldest first. */
  transactions: TransactionRecord[];
  /** Payments the purpose accepted (paid, not flagged). */
  paid: string;
  /** Refunds of those payments that succeeded, and those under way. */
  refunded: string;
  refunding: string;
  /** paid - refunded - refunding: what the subject still holds. */
  net: string;
}

/**
 * A subject's ledger. Payments the purpose never accepted (flagged, or paid
 * after close and refunded automatically) and their refunds are listed but
 * not counted: they never belonged to the subject. A purpose's own amounts
 * (an order's paidAmount, refundAmount, refundingAmount) must equal these.
 * Pass the open transaction when there is one.
 */
export async function subjectLedger(
  db: Kysely<Database>,
  purpose: PaymentPurposeName,
  subjectId: string,
): Promise<SubjectLedger> {
  const transactions = await new TransactionSearchRepository(db).ofSubject(purpose, subjectId);
  const credited = new Set(
    transactions.filter((t) => t.kind === 'PAYMENT' && isDone(t.status) && !t.anomaly).map((t) => t.id),
  );
  const refunds = transactions.filter((t) => t.kind === 'REFUND' && credited.has(t.paymentTransactionId ?? ''));
  const paid = addCents(...transactions.filter((t) => credited.has(t.id)).map((t) => t.amount));
  const refunded = addCents(...refunds.filter((r) => r.status === 'SUCCESS').map((r) => r.amount));
  const refunding = addCents(...refunds.filter((r) => OPEN_STATUSES.includes(r.status)).map((r) => r.amount));
  return { transactions, paid, refunded, refunding, net: subtractCents(paid, refunded, refunding) };
}
