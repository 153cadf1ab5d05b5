import { sql, type Kysely } from 'kysely';

// Reports (docs/reports.md) aggregate over indexed columns only: a diner's
// earlier bookings at the merchant (repeat diners) and a store's feasts by
// business date. Bookings by store and date already have their index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX booking_order_merchant_phone_idx
    ON booking_order (merchant_id, diner_phone, diner_phone_region_code, reservation_date)`.execute(db);
  await sql`CREATE INDEX feast_store_date_idx ON feast (store_id, reservation_date)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS feast_store_date_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS booking_order_merchant_phone_idx`.execute(db);
}
