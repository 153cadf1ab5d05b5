import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A successful refund of a payment already on a statement, not yet clawed back. */
export interface UnadjustedRefund {
  refundId: string;
  refundAmount: string;
  currency: string;
  paymentId: string;
  channel: string;
  grossAmount: string;
  /** What the payment's own line and its earlier adjustments already took off. */
  refundedBefore: string;
  originalStatementId: string;
}

export class SettlementAdjustmentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The merchant's refunds that still wait for an adjustment: successful
   * refunds of a payment on one of its statements, neither counted by that
   * payment's line nor on an adjustment yet. Oldest first, so the fee each
   * gives back follows the order the refunds were made in.
   */
  async unadjustedRefunds(merchantId: string): Promise<UnadjustedRefund[]> {
    const r = await sql<UnadjustedRefund>`
      SELECT r.id::text AS "refundId", r.amount::text AS "refundAmount", r.currency, p.id::text AS "paymentId",
        p.channel, p.amount::text AS "grossAmount",
        (i.refund_amount + coalesce((SELECT sum(a.refund_amount) FROM settlement_item a
          WHERE a.kind = 'ADJUSTMENT' AND a.payment_transaction_id = p.id), 0))::text AS "refundedBefore",
        i.statement_id::text AS "originalStatementId"
      FROM payment_transaction r
        JOIN settlement_item i ON i.payment_transaction_id = r.payment_transaction_id AND i.kind = 'PAYMENT'
        JOIN settlement_statement s ON s.id = i.statement_id
        JOIN payment_transaction p ON p.id = r.payment_transaction_id
      WHERE s.merchant_id = ${merchantId}::bigint AND r.kind = 'REFUND' AND r.status = 'SUCCESS'
        AND NOT (r.id = ANY(i.netted_refund_ids))
        AND NOT EXISTS (SELECT 1 FROM settlement_item a WHERE a.refund_transaction_id = r.id)
      ORDER BY r.id`.execute(this.db);
    return r.rows;
  }
}
