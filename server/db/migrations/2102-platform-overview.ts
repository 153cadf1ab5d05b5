import { sql, type Kysely } from 'kysely';

// The platform overview counts one week across every store and sums the
// week's payments: both found by index, never by a scan of all orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX booking_order_reservation_date_idx ON booking_order (reservation_date)`.execute(db);
  await sql`
    CREATE INDEX payment_transaction_success_time_idx ON payment_transaction (success_time)
    WHERE status IN ('SUCCESS', 'WAIT_PAYOUT', 'SETTLED')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS payment_transaction_success_time_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS booking_order_reservation_date_idx`.execute(db);
}
