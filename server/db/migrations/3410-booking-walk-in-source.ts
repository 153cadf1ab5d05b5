import { sql, type Kysely } from 'kysely';

// A party seated at the host stand without a booking is an order of its own
// source, so the board, the order and the reports can tell it from a booking.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order DROP CONSTRAINT booking_order_source_check`.execute(db);
  await sql`ALTER TABLE booking_order ADD CONSTRAINT booking_order_source_check
    CHECK (source IN ('MANUAL', 'MEITUAN_SYNC', 'IMPORT', 'WALK_IN'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE booking_order SET source = 'MANUAL' WHERE source = 'WALK_IN'`.execute(db);
  await sql`ALTER TABLE booking_order DROP CONSTRAINT booking_order_source_check`.execute(db);
  await sql`ALTER TABLE booking_order ADD CONSTRAINT booking_order_source_check
    CHECK (source IN ('MANUAL', 'MEITUAN_SYNC', 'IMPORT'))`.execute(db);
}
