import { sql, type Kysely } from 'kysely';

// Settlement adjustments (docs/settlement.md): a refund of a payment already
// on a statement is clawed back from the merchant as a negative item on its
// next statement. An item is now of one of two kinds, each kept honest by the
// database:
// - PAYMENT: one per payment, gross > 0, net = gross - refund - fee, as before;
//   `netted_refund_ids` names the refunds its refund column counted, so a
//   refund that succeeds later (even one that had failed) is known to be new.
// - ADJUSTMENT: one per refund made after the payment's statement, on exactly
//   one statement; gross 0, refund the refunded amount, fee minus the fee the
//   channel gives back, so net = gross - refund - fee is minus what is clawed
//   back, and below zero.
// A statement's net is what its payout must be, so it is above zero.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE settlement_item
      ADD COLUMN kind text NOT NULL DEFAULT 'PAYMENT' CHECK (kind IN ('PAYMENT', 'ADJUSTMENT')),
      ADD COLUMN refund_transaction_id bigint UNIQUE REFERENCES payment_transaction (id),
      ADD COLUMN original_statement_id bigint REFERENCES settlement_statement (id),
      ADD COLUMN netted_refund_ids bigint[] NOT NULL DEFAULT '{}'`.execute(db);
  // What a payment item counted before this column existed: its successful
  // refunds, oldest first, as far as its refund amount goes.
  await sql`
    UPDATE settlement_item i SET netted_refund_ids = coalesce((
      SELECT array_agg(r.id ORDER BY r.id) FROM (
        SELECT r.id, sum(r.amount) OVER (ORDER BY r.id) AS running FROM payment_transaction r
        WHERE r.kind = 'REFUND' AND r.status = 'SUCCESS' AND r.payment_transaction_id = i.payment_transaction_id) r
      WHERE r.running <= i.refund_amount), '{}')
    WHERE i.refund_amount > 0`.execute(db);
  await sql`
    ALTER TABLE settlement_item
      DROP CONSTRAINT settlement_item_payment_transaction_id_key,
      DROP CONSTRAINT settlement_item_gross_amount_check,
      DROP CONSTRAINT settlement_item_refund_amount_check,
      DROP CONSTRAINT settlement_item_fee_amount_check,
      ADD CONSTRAINT settlement_item_payment_amounts CHECK (kind <> 'PAYMENT' OR (
        gross_amount > 0 AND refund_amount >= 0 AND fee_amount >= 0
        AND refund_transaction_id IS NULL AND original_statement_id IS NULL)),
      ADD CONSTRAINT settlement_item_adjustment_amounts CHECK (kind <> 'ADJUSTMENT' OR (
        gross_amount = 0 AND refund_amount > 0 AND fee_amount <= 0 AND net_amount < 0
        AND netted_refund_ids = '{}'
        AND refund_transaction_id IS NOT NULL AND original_statement_id IS NOT NULL))`.execute(db);
  // net = gross - refund - fee (settlement_item_check from 1910) still holds for both kinds.
  await sql`
    CREATE UNIQUE INDEX settlement_item_payment_key ON settlement_item (payment_transaction_id)
    WHERE kind = 'PAYMENT'`.execute(db);
  await sql`
    ALTER TABLE settlement_statement ADD CONSTRAINT settlement_statement_net_positive CHECK (net_amount > 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE settlement_statement DROP CONSTRAINT settlement_statement_net_positive`.execute(db);
  await sql`DELETE FROM settlement_item WHERE kind = 'ADJUSTMENT'`.execute(db);
  await sql`DROP INDEX settlement_item_payment_key`.execute(db);
  await sql`
    ALTER TABLE settlement_item
      DROP CONSTRAINT settlement_item_payment_amounts,
      DROP CONSTRAINT settlement_item_adjustment_amounts,
      DROP COLUMN kind,
      DROP COLUMN refund_transaction_id,
      DROP COLUMN original_statement_id,
      DROP COLUMN netted_refund_ids,
      ADD CONSTRAINT settlement_item_payment_transaction_id_key UNIQUE (payment_transaction_id),
      ADD CONSTRAINT settlement_item_gross_amount_check CHECK (gross_amount > 0),
      ADD CONSTRAINT settlement_item_refund_amount_check CHECK (refund_amount >= 0),
      ADD CONSTRAINT settlement_item_fee_amount_check CHECK (fee_amount >= 0)`.execute(db);
}
