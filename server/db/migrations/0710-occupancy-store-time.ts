import { sql, type Kysely } from 'kysely';

// Speed: every booking reads the holds of its store that overlap
// its shift. By (store, date) that meant every hold of five dates (the
// dates a hold meeting the window can carry), over a thousand rows at a busy
// store, to keep a few dozen; the exclusion constraint's GiST index leads
// with the table item, so without an item it walks every store's holds. This
// one finds a store's holds by time directly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX table_occupancy_store_during_idx ON table_occupancy USING gist (store_id, during)
    WHERE is_using`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS table_occupancy_store_during_idx`.execute(db);
}
