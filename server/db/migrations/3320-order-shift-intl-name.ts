import { sql, type Kysely } from 'kysely';

// The shift's name in each language beside the one it had when booked, so a
// diner reading in Chinese sees 晚市 rather than the store's own "Dinner";
// kept on the order like store_shift_name (a rename reaches open orders only).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order ADD COLUMN store_shift_intl_name jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`UPDATE booking_order o SET store_shift_intl_name = s.intl_name
    FROM store_shift s WHERE s.id = o.store_shift_id AND s.intl_name <> '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order DROP COLUMN store_shift_intl_name`.execute(db);
}
