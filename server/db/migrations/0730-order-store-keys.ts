import { sql, type Kysely } from 'kysely';

// An order's shift and table, and a hold's table item, must be the order's
// own store's, and an order's merchant the store's merchant. Each used to be
// checked alone (the shift exists, the store exists), so the database would
// have taken an order at store A on store B's shift or table. Keys on (store,
// id) make each reference carry its store, and one check now covers what two
// did: a create asks PostgreSQL for two fewer foreign-key lookups per booking
// (about a fifth of its CPU for a create is these lookups;
// docs/booking-engine.md § Speed).
const STORE_SCOPED = ['store_shift', 'store_table', 'store_table_item'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store ADD CONSTRAINT store_id_merchant_key UNIQUE (id, merchant_id)`.execute(db);
  for (const table of STORE_SCOPED) {
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.raw(`${table}_store_id_key`)} UNIQUE (store_id, id)`.execute(
      db,
    );
  }
  // The unique keys lead with store_id and serve its lookups.
  await sql`DROP INDEX store_shift_store_idx`.execute(db);
  await sql`DROP INDEX store_table_store_idx`.execute(db);
  await sql`
    ALTER TABLE store_table_item
      DROP CONSTRAINT store_table_item_store_table_id_fkey,
      ADD CONSTRAINT store_table_item_table_fkey
        FOREIGN KEY (store_id, store_table_id) REFERENCES store_table (store_id, id)`.execute(db);
  await sql`
    ALTER TABLE booking_order
      DROP CONSTRAINT booking_order_store_id_fkey,
      DROP CONSTRAINT booking_order_merchant_id_fkey,
      DROP CONSTRAINT booking_order_store_shift_id_fkey,
      DROP CONSTRAINT booking_order_store_table_id_fkey,
      ADD CONSTRAINT booking_order_store_fkey
        FOREIGN KEY (store_id, merchant_id) REFERENCES store (id, merchant_id),
      ADD CONSTRAINT booking_order_shift_fkey
        FOREIGN KEY (store_id, store_shift_id) REFERENCES store_shift (store_id, id),
      ADD CONSTRAINT booking_order_table_fkey
        FOREIGN KEY (store_id, store_table_id) REFERENCES store_table (store_id, id)`.execute(db);
  await sql`
    ALTER TABLE table_occupancy
      DROP CONSTRAINT table_occupancy_store_id_fkey,
      DROP CONSTRAINT table_occupancy_store_table_item_id_fkey,
      ADD CONSTRAINT table_occupancy_item_fkey
        FOREIGN KEY (store_id, store_table_item_id) REFERENCES store_table_item (store_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE table_occupancy
      DROP CONSTRAINT table_occupancy_item_fkey,
      ADD CONSTRAINT table_occupancy_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (id),
      ADD CONSTRAINT table_occupancy_store_table_item_id_fkey
        FOREIGN KEY (store_table_item_id) REFERENCES store_table_item (id)`.execute(db);
  await sql`
    ALTER TABLE booking_order
      DROP CONSTRAINT booking_order_store_fkey,
      DROP CONSTRAINT booking_order_shift_fkey,
      DROP CONSTRAINT booking_order_table_fkey,
      ADD CONSTRAINT booking_order_store_id_fkey FOREIGN KEY (store_id) REFERENCES store (id),
      ADD CONSTRAINT booking_order_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES merchant (id),
      ADD CONSTRAINT booking_order_store_shift_id_fkey FOREIGN KEY (store_shift_id) REFERENCES store_shift (id),
      ADD CONSTRAINT booking_order_store_table_id_fkey FOREIGN KEY (store_table_id) REFERENCES store_table (id)`.execute(
    db,
  );
  await sql`
    ALTER TABLE store_table_item
      DROP CONSTRAINT store_table_item_table_fkey,
      ADD CONSTRAINT store_table_item_store_table_id_fkey
        FOREIGN KEY (store_table_id) REFERENCES store_table (id)`.execute(db);
  await sql`CREATE INDEX store_table_store_idx ON store_table (store_id)`.execute(db);
  await sql`CREATE INDEX store_shift_store_idx ON store_shift (store_id)`.execute(db);
  for (const table of STORE_SCOPED) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.raw(`${table}_store_id_key`)}`.execute(db);
  }
  await sql`ALTER TABLE store DROP CONSTRAINT store_id_merchant_key`.execute(db);
}
