import { sql, type Kysely } from 'kysely';

// Who closed a feast: the close reason alone cannot tell a store's cancel
// from its creator's (both are CREATOR_CANCEL in the spec), and diners are
// told which of the two it was. '' for the system (the headcount) and for
// a diner's feast cancelled before this column existed (its closer unknown).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE feast ADD COLUMN closed_by text NOT NULL DEFAULT ''
    CHECK (closed_by IN ('', 'CREATOR', 'STORE'))`.execute(db);
  // Earlier closes: an audit is always the store's, and a feast staff made
  // has no diner creator, so its cancel was the store's too.
  await sql`UPDATE feast SET closed_by = 'STORE' WHERE status = 'CLOSED'
    AND (close_reason = 'AUDIT_REJECT' OR (close_reason = 'CREATOR_CANCEL' AND created_by_staff))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE feast DROP COLUMN closed_by`.execute(db);
}
