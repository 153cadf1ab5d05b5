import { sql, type Kysely } from 'kysely';

// The administrators' feast audit queue reads the feasts waiting for review,
// oldest first, across every merchant: a small partial index, never a scan of
// all feasts. The staff_member rows an administrator replaces per person are
// found by (merchant_id, user_id) through the existing unique index's prefix
// (user_id, merchant_id, ...), so they need none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX feast_audit_queue_idx ON feast (create_time, id) WHERE status = 'WAIT_AUDIT'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS feast_audit_queue_idx`.execute(db);
}
