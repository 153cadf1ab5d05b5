import { sql, type Kysely } from 'kysely';

// Deposits and final payments on booking orders.
// - The final payment keeps its own ledger beside the deposit's: what was
//   paid, refunded, is being refunded and was forfeited.
// - The database itself refuses books that do not add up: no amount below
//   zero, and neither the deposit still held (net paid) nor the refundable
//   final payment may go below zero, whatever path writes the row.
// - A store's deposit settings: whether confirming arrival refunds the deposit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE booking_order
      ADD COLUMN final_paid_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN final_refund_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN final_refunding_amount bigint NOT NULL DEFAULT 0,
      ADD COLUMN final_forfeit_amount bigint NOT NULL DEFAULT 0,
      ADD CONSTRAINT booking_order_amounts_not_negative CHECK (
        deposit_amount >= 0 AND paid_amount >= 0 AND refund_amount >= 0 AND refunding_amount >= 0
        AND deposit_forfeit_amount >= 0 AND deposit_discount_amount >= 0
        AND final_payment_amount >= 0 AND meal_cost_amount >= 0 AND total_amount >= 0
        AND final_paid_amount >= 0 AND final_refund_amount >= 0 AND final_refunding_amount >= 0
        AND final_forfeit_amount >= 0),
      ADD CONSTRAINT booking_order_net_paid_not_negative CHECK (
        paid_amount - refund_amount - refunding_amount - deposit_forfeit_amount - deposit_discount_amount >= 0),
      ADD CONSTRAINT booking_order_final_refundable_not_negative CHECK (
        final_paid_amount - final_refund_amount - final_refunding_amount - final_forfeit_amount >= 0)`.execute(db);

  await sql`
    CREATE TABLE store_deposit_setting (
      store_id bigint PRIMARY KEY REFERENCES store (id),
      refund_on_arrival boolean NOT NULL DEFAULT false,
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS store_deposit_setting`.execute(db);
  await sql`
    ALTER TABLE booking_order
      DROP CONSTRAINT IF EXISTS booking_order_final_refundable_not_negative,
      DROP CONSTRAINT IF EXISTS booking_order_net_paid_not_negative,
      DROP CONSTRAINT IF EXISTS booking_order_amounts_not_negative,
      DROP COLUMN IF EXISTS final_forfeit_amount,
      DROP COLUMN IF EXISTS final_refunding_amount,
      DROP COLUMN IF EXISTS final_refund_amount,
      DROP COLUMN IF EXISTS final_paid_amount`.execute(db);
}
