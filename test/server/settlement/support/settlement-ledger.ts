import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { addCents } from '@common/money';
import type { Database } from '../../../../server/db/schema';
import { settleLine } from '../../../../server/domain/settlement/settlement-fees';

/**
 * The settlement ledger adds up to the transactions (docs/settlement.md):
 * - every statement is the sum of its items;
 * - a payment's line is the payment less the refunds it names, all successful;
 * - every WAIT_PAYOUT or SETTLED payment is on exactly one statement;
 * - every successful refund of such a payment is counted once: by its
 *   payment's line, or by exactly one adjustment;
 * - over every statement, the nets add up to what each listed payment finally
 *   kept less the channel fee on that, as if its refunds had all come first.
 * Returns the refunds still waiting for the merchant's next statement.
 */
export async function expectLedgerAddsUp(db: Kysely<Database>): Promise<number> {
  const statements = await sql<{ ok: boolean }>`
    SELECT s.item_count = count(i.id) AND s.gross_amount = sum(i.gross_amount) AND s.refund_amount = sum(i.refund_amount)
      AND s.fee_amount = sum(i.fee_amount) AND s.net_amount = sum(i.net_amount) AND s.net_amount > 0 AS ok
    FROM settlement_statement s JOIN settlement_item i ON i.statement_id = s.id GROUP BY s.id`.execute(db);
  expect(statements.rows.every((r) => r.ok)).toBe(true);

  const lines = await sql<{ ok: boolean }>`
    SELECT i.gross_amount = p.amount AND i.refund_amount = coalesce((
      SELECT sum(r.amount) FROM payment_transaction r WHERE r.id = ANY(i.netted_refund_ids)
        AND r.payment_transaction_id = p.id AND r.kind = 'REFUND' AND r.status = 'SUCCESS'), 0)
      AND cardinality(i.netted_refund_ids) = (SELECT count(*) FROM payment_transaction r WHERE r.id = ANY(i.netted_refund_ids)) AS ok
    FROM settlement_item i JOIN payment_transaction p ON p.id = i.payment_transaction_id
    WHERE i.kind = 'PAYMENT'`.execute(db);
  expect(lines.rows.every((r) => r.ok)).toBe(true);

  const orphans = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM payment_transaction p
    WHERE p.kind = 'PAYMENT' AND p.status IN ('WAIT_PAYOUT', 'SETTLED')
      AND (SELECT count(*) FROM settlement_item i WHERE i.payment_transaction_id = p.id AND i.kind = 'PAYMENT') <> 1`.execute(
    db,
  );
  expect(orphans.rows[0].n).toBe(0);

  // Each successful refund of a listed payment: counted by its line (1, 0) or one adjustment (0, 1); (0, 0) waits.
  const refunds = await sql<{ netted: number; adjusted: number; amountMatches: boolean }>`
    SELECT (r.id = ANY(i.netted_refund_ids))::int AS netted,
      (SELECT count(*)::int FROM settlement_item a WHERE a.refund_transaction_id = r.id) AS adjusted,
      coalesce((SELECT a.refund_amount = r.amount AND a.payment_transaction_id = r.payment_transaction_id
        AND a.original_statement_id = i.statement_id AND a.statement_id > i.statement_id
        FROM settlement_item a WHERE a.refund_transaction_id = r.id), true) AS "amountMatches"
    FROM payment_transaction r JOIN settlement_item i ON i.payment_transaction_id = r.payment_transaction_id AND i.kind = 'PAYMENT'
    WHERE r.kind = 'REFUND' AND r.status = 'SUCCESS'`.execute(db);
  for (const r of refunds.rows) {
    expect(r.netted + r.adjusted).toBeLessThanOrEqual(1);
    expect(r.amountMatches).toBe(true);
  }
  const waiting = refunds.rows.filter((r) => r.netted + r.adjusted === 0).length;

  // What the statements paid in all equals, payment by payment, gross - counted refunds - the fee on the rest.
  const payments = await sql<{ channel: string; gross: string; counted: string }>`
    SELECT p.channel, p.amount::text AS gross, (i.refund_amount + coalesce((SELECT sum(a.refund_amount)
      FROM settlement_item a WHERE a.kind = 'ADJUSTMENT' AND a.payment_transaction_id = p.id), 0))::text AS counted
    FROM settlement_item i JOIN payment_transaction p ON p.id = i.payment_transaction_id WHERE i.kind = 'PAYMENT'`.execute(
    db,
  );
  const total = await sql<{ net: string }>`
    SELECT coalesce(sum(net_amount), 0)::text AS net FROM settlement_statement`.execute(db);
  const expected = addCents(0, ...payments.rows.map((p) => settleLine(p.channel, p.gross, p.counted).netAmount));
  expect(total.rows[0].net).toBe(expected);
  return waiting;
}
