import { sql, type Kysely } from 'kysely';

// An order names its shift and tables (spec section 3: "table and seat,
// shift"), so a diner's order detail and any list can show them without the
// store's catalog. The names are kept on the order: an order that is over
// keeps the names it was served under, while renaming a table item or a shift
// renames them on the orders still to come (TableService, ShiftService).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE booking_order
      ADD COLUMN store_shift_name text NOT NULL DEFAULT '',
      ADD COLUMN store_table_item_names text[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`
    UPDATE booking_order o SET
      store_shift_name = COALESCE((SELECT s.name FROM store_shift s WHERE s.id = o.store_shift_id), ''),
      store_table_item_names = COALESCE((
        SELECT array_agg(COALESCE(i.name, '') ORDER BY u.ord)
        FROM unnest(o.store_table_item_ids) WITH ORDINALITY AS u(id, ord)
        LEFT JOIN store_table_item i ON i.id = u.id), '{}')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE booking_order DROP COLUMN IF EXISTS store_shift_name, DROP COLUMN IF EXISTS store_table_item_names`.execute(
    db,
  );
}
