import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface OwedPayment {
  id: string;
  channel: string;
  currency: string;
  amount: string;
  refundedAmount: string;
}

export interface StatementRecord {
  id: string;
  merchantId: string;
  merchantName: string;
  periodStart: string;
  periodEnd: string;
  currency: string;
  status: 'WAIT_PAYOUT' | 'SETTLED';
  itemCount: number;
  grossAmount: string;
  refundAmount: string;
  feeAmount: string;
  netAmount: string;
  payoutReference: string;
  payoutDate: string;
  payoutAmount: string;
  createTime: Date;
  adjustmentCount: number;
  adjustmentAmount: string;
}

export type ItemKind = 'PAYMENT' | 'ADJUSTMENT';

export interface StatementItemRecord {
  kind: ItemKind;
  paymentTransactionId: string;
  transactionNo: string;
  purpose: string;
  subjectId: string;
  storeId: string;
  channel: string;
  successTime: Date | null;
  grossAmount: string;
  refundAmount: string;
  feeAmount: string;
  netAmount: string;
  refundTransactionId: string;
  refundTransactionNo: string;
  originalStatementId: string;
}

export interface NewItem {
  kind: ItemKind;
  paymentTransactionId: string;
  grossAmount: string;
  refundAmount: string;
  feeAmount: string;
  netAmount: string;
  /** Adjustments: the refund clawed back and the statement its payment was on. */
  refundTransactionId?: string;
  originalStatementId?: string;
}

/** The purposes whose money the platform collects for a merchant. */
export const SETTLED_PURPOSES = [
  'BOOKING_ORDER_DEPOSIT',
  'BOOKING_ORDER_FINAL_PAYMENT',
  'FEAST_PARTICIPANT_DEPOSIT',
  'MALL_ORDER',
  'TICKETING_EVENT_TICKET_VOUCHER',
];

const STATEMENT_COLUMNS = sql`
  s.id::text AS id, s.merchant_id::text AS "merchantId", m.name AS "merchantName",
  to_char(s.period_start, 'YYYY-MM-DD') AS "periodStart", to_char(s.period_end, 'YYYY-MM-DD') AS "periodEnd",
  s.currency, s.status, s.item_count AS "itemCount", s.gross_amount::text AS "grossAmount",
  s.refund_amount::text AS "refundAmount", s.fee_amount::text AS "feeAmount", s.net_amount::text AS "netAmount",
  s.payout_reference AS "payoutReference", coalesce(to_char(s.payout_date, 'YYYY-MM-DD'), '') AS "payoutDate",
  coalesce(s.payout_amount, 0)::text AS "payoutAmount", s.create_time AS "createTime",
  a.count AS "adjustmentCount", a.net::text AS "adjustmentAmount"`;

export class SettlementRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One statement run per merchant at a time: two administrators cannot list a refund twice. */
  async lockMerchant(merchantId: string): Promise<void> {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`settlement:${merchantId}`}, 0))`.execute(this.db);
  }

  /**
   * The merchant's payments of the period it is owed, locked: taken online
   * (not at the counter) for a purpose the platform settles, with something
   * left after refunds and no refund under way, whose subject is over, and on
   * no statement yet. Over: a booking order finished or closed; a feast seat
   * closed or its feast finished or closed; a mall order finished or closed;
   * a ticket purchase (the payment's subject is its first voucher's id) with
   * a voucher used or its session's day past in its store's zone, and none
   * still open (unpaid, or paid and unused with its session's day still ahead:
   * its diner may yet cancel it).
   */
  async owedPayments(merchantId: string, from: Date, to: Date, now: Date): Promise<OwedPayment[]> {
    const r = await sql<OwedPayment>`
      SELECT p.id::text AS id, p.channel, p.currency, p.amount::text AS amount,
        p.refunded_amount::text AS "refundedAmount"
      FROM payment_transaction p
      WHERE p.kind = 'PAYMENT' AND p.status = 'SUCCESS' AND p.merchant_id = ${merchantId}::bigint
        AND p.success_time >= ${from} AND p.success_time < ${to}
        AND p.offline_kind IS NULL AND p.anomaly IS NULL
        AND p.refunding_amount = 0 AND p.refunded_amount < p.amount
        AND p.purpose = ANY(${SETTLED_PURPOSES}::text[])
        AND NOT EXISTS (SELECT 1 FROM settlement_item i WHERE i.payment_transaction_id = p.id AND i.kind = 'PAYMENT')
        AND (
          (p.purpose IN ('BOOKING_ORDER_DEPOSIT', 'BOOKING_ORDER_FINAL_PAYMENT') AND EXISTS (
            SELECT 1 FROM booking_order o WHERE o.id = p.subject_id AND o.status IN ('FINISHED', 'CLOSED')
              AND o.refunding_amount = 0 AND o.final_refunding_amount = 0))
          OR (p.purpose = 'FEAST_PARTICIPANT_DEPOSIT' AND EXISTS (
            SELECT 1 FROM feast_participant fp JOIN feast f ON f.id = fp.feast_id
            WHERE fp.id = p.subject_id AND fp.refunding_amount = 0
              AND (fp.status = 'CLOSED' OR f.status IN ('FINISHED', 'CLOSED'))))
          OR (p.purpose = 'MALL_ORDER' AND EXISTS (
            SELECT 1 FROM mall_order o WHERE o.id = p.subject_id AND o.status IN ('FINISHED', 'CLOSED')))
          OR (p.purpose = 'TICKETING_EVENT_TICKET_VOUCHER' AND EXISTS (
            SELECT 1 FROM ticketing_voucher v
              JOIN ticketing_event_ticket t ON t.id = v.ticket_id JOIN store st ON st.id = v.store_id
            WHERE v.purchase_id = p.subject_id AND (v.status = 'VERIFIED' OR (v.status = 'WAIT_VERIFY'
              AND t.session_date < to_char(${now}::timestamptz AT TIME ZONE st.timezone, 'YYYY-MM-DD'))))
            AND NOT EXISTS (
            SELECT 1 FROM ticketing_voucher v
              JOIN ticketing_event_ticket t ON t.id = v.ticket_id JOIN store st ON st.id = v.store_id
            WHERE v.purchase_id = p.subject_id AND (v.status = 'WAIT_PAYMENT' OR (v.status = 'WAIT_VERIFY'
              AND t.session_date >= to_char(${now}::timestamptz AT TIME ZONE st.timezone, 'YYYY-MM-DD'))))))
      ORDER BY p.id
      FOR UPDATE OF p`.execute(this.db);
    return r.rows;
  }

  /** SUCCESS -> WAIT_PAYOUT for payments listed on a statement. */
  async markWaitPayout(paymentIds: string[]): Promise<void> {
    await sql`
      UPDATE payment_transaction SET status = 'WAIT_PAYOUT', update_time = now()
      WHERE id = ANY(${paymentIds}::bigint[]) AND status = 'SUCCESS'`.execute(this.db);
  }

  async insertStatement(s: {
    merchantId: string;
    periodStart: string;
    periodEnd: string;
    currency: string;
    items: NewItem[];
    totals: { gross: string; refund: string; fee: string; net: string };
    creatorUserId: string;
  }): Promise<string> {
    const row = await sql<{ id: string }>`
      INSERT INTO settlement_statement (merchant_id, period_start, period_end, currency, item_count,
        gross_amount, refund_amount, fee_amount, net_amount, creator_user_id)
      VALUES (${s.merchantId}::bigint, ${s.periodStart}::date, ${s.periodEnd}::date, ${s.currency}, ${s.items.length},
        ${s.totals.gross}::bigint, ${s.totals.refund}::bigint, ${s.totals.fee}::bigint, ${s.totals.net}::bigint,
        ${s.creatorUserId}::bigint)
      RETURNING id::text AS id`.execute(this.db);
    const id = row.rows[0].id;
    for (const item of s.items) {
      // A payment line names the refunds its refund column counts: any other
      // refund of the payment is an adjustment on a later statement.
      const netted =
        item.kind === 'PAYMENT'
          ? sql`(SELECT coalesce(array_agg(r.id ORDER BY r.id), '{}') FROM payment_transaction r
              WHERE r.kind = 'REFUND' AND r.status = 'SUCCESS' AND r.payment_transaction_id = ${item.paymentTransactionId}::bigint)`
          : sql`'{}'::bigint[]`;
      await sql`
        INSERT INTO settlement_item (statement_id, kind, payment_transaction_id, gross_amount, refund_amount, fee_amount,
          net_amount, refund_transaction_id, original_statement_id, netted_refund_ids)
        VALUES (${id}::bigint, ${item.kind}, ${item.paymentTransactionId}::bigint, ${item.grossAmount}::bigint,
          ${item.refundAmount}::bigint, ${item.feeAmount}::bigint, ${item.netAmount}::bigint,
          ${item.refundTransactionId ?? null}::bigint, ${item.originalStatementId ?? null}::bigint, ${netted})`.execute(
        this.db,
      );
    }
    return id;
  }

  async statements(filter: { merchantId?: string; id?: string }): Promise<StatementRecord[]> {
    const merchant = filter.merchantId ? sql`AND s.merchant_id = ${filter.merchantId}::bigint` : sql``;
    const one = filter.id ? sql`AND s.id = ${filter.id}::bigint` : sql``;
    const r = await sql<StatementRecord>`
      SELECT ${STATEMENT_COLUMNS} FROM settlement_statement s JOIN merchant m ON m.id = s.merchant_id
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS count, coalesce(sum(i.net_amount), 0) AS net FROM settlement_item i
        WHERE i.statement_id = s.id AND i.kind = 'ADJUSTMENT') a
      WHERE true ${merchant} ${one} ORDER BY s.id DESC LIMIT 200`.execute(this.db);
    return r.rows;
  }

  async items(statementId: string): Promise<StatementItemRecord[]> {
    const r = await sql<StatementItemRecord>`
      SELECT i.kind, p.id::text AS "paymentTransactionId", p.transaction_no AS "transactionNo", p.purpose,
        p.subject_id::text AS "subjectId", coalesce(p.store_id::text, '0') AS "storeId", p.channel,
        coalesce(r.success_time, p.success_time) AS "successTime", i.gross_amount::text AS "grossAmount",
        i.refund_amount::text AS "refundAmount", i.fee_amount::text AS "feeAmount", i.net_amount::text AS "netAmount",
        coalesce(r.id::text, '0') AS "refundTransactionId", coalesce(r.transaction_no, '') AS "refundTransactionNo",
        coalesce(i.original_statement_id::text, '0') AS "originalStatementId"
      FROM settlement_item i JOIN payment_transaction p ON p.id = i.payment_transaction_id
        LEFT JOIN payment_transaction r ON r.id = i.refund_transaction_id
      WHERE i.statement_id = ${statementId}::bigint ORDER BY i.id`.execute(this.db);
    return r.rows;
  }

  /** Locks the statement for the payout: two administrators cannot record it twice. */
  async lockStatement(id: string): Promise<{ status: string; netAmount: string } | undefined> {
    const r = await sql<{ status: string; netAmount: string }>`
      SELECT status, net_amount::text AS "netAmount" FROM settlement_statement WHERE id = ${id}::bigint FOR UPDATE`.execute(
      this.db,
    );
    return r.rows[0];
  }

  async recordPayout(
    id: string,
    p: { reference: string; date: string; amount: string; userId: string },
  ): Promise<number> {
    await sql`
      UPDATE settlement_statement SET status = 'SETTLED', payout_reference = ${p.reference},
        payout_date = ${p.date}::date, payout_amount = ${p.amount}::bigint, payout_user_id = ${p.userId}::bigint,
        payout_time = now(), update_time = now()
      WHERE id = ${id}::bigint AND status = 'WAIT_PAYOUT'`.execute(this.db);
    const moved = await sql`
      UPDATE payment_transaction p SET status = 'SETTLED', update_time = now()
      FROM settlement_item i
      WHERE i.statement_id = ${id}::bigint AND p.id = i.payment_transaction_id AND p.status = 'WAIT_PAYOUT'`.execute(
      this.db,
    );
    return Number(moved.numAffectedRows ?? 0);
  }
}
