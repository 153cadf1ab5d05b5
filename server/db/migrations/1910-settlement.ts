import { sql, type Kysely } from 'kysely';

// Settlement (docs/settlement.md): statements of what the platform owes a
// merchant for a period, and their items, one per payment. The database
// refuses books that do not add up: an item's and a statement's net is gross
// minus refunds minus fees, a payout equals the net, and a payment sits on
// one statement at most.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE settlement_statement (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      period_start date NOT NULL,
      period_end date NOT NULL CHECK (period_end >= period_start),
      currency text NOT NULL,
      status text NOT NULL DEFAULT 'WAIT_PAYOUT' CHECK (status IN ('WAIT_PAYOUT', 'SETTLED')),
      item_count integer NOT NULL CHECK (item_count > 0),
      gross_amount bigint NOT NULL,
      refund_amount bigint NOT NULL,
      fee_amount bigint NOT NULL,
      net_amount bigint NOT NULL,
      payout_reference text NOT NULL DEFAULT '',
      payout_date date,
      payout_amount bigint,
      payout_user_id bigint REFERENCES app_user (id),
      payout_time timestamptz,
      creator_user_id bigint REFERENCES app_user (id),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK (net_amount = gross_amount - refund_amount - fee_amount),
      CHECK (status = 'WAIT_PAYOUT' OR (payout_amount = net_amount AND payout_date IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX settlement_statement_merchant_idx ON settlement_statement (merchant_id, id DESC)`.execute(db);

  await sql`
    CREATE TABLE settlement_item (
      id bigserial PRIMARY KEY,
      statement_id bigint NOT NULL REFERENCES settlement_statement (id),
      payment_transaction_id bigint NOT NULL UNIQUE REFERENCES payment_transaction (id),
      gross_amount bigint NOT NULL CHECK (gross_amount > 0),
      refund_amount bigint NOT NULL CHECK (refund_amount >= 0),
      fee_amount bigint NOT NULL CHECK (fee_amount >= 0),
      net_amount bigint NOT NULL,
      CHECK (net_amount = gross_amount - refund_amount - fee_amount)
    )`.execute(db);
  await sql`CREATE INDEX settlement_item_statement_idx ON settlement_item (statement_id, id)`.execute(db);
  // The merchant's payments still to settle, found without a scan.
  await sql`
    CREATE INDEX payment_transaction_settle_idx ON payment_transaction (merchant_id, success_time)
    WHERE kind = 'PAYMENT' AND status IN ('SUCCESS', 'WAIT_PAYOUT')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS payment_transaction_settle_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS settlement_item`.execute(db);
  await sql`DROP TABLE IF EXISTS settlement_statement`.execute(db);
}
