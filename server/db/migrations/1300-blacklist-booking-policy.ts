import { sql, type Kysely } from 'kysely';

// What a blacklisted diner's own booking meets at a store: REVIEW (taken, never
// accepted automatically) or REFUSE (refused with a message). A store setting,
// so the default keeps every store taking bookings as before, warned.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store
      ADD COLUMN blacklist_policy text NOT NULL DEFAULT 'REVIEW'
        CHECK (blacklist_policy IN ('REVIEW', 'REFUSE'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store DROP COLUMN blacklist_policy`.execute(db);
}
