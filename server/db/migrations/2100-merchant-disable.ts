import { sql, type Kysely } from 'kysely';

// An administrator disables a merchant or a store instead of deleting it:
// its orders, payments and settlements must stay readable. A disabled
// merchant's staff lose their standing, and diners no longer find its stores.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE merchant ADD COLUMN disable_time timestamptz`.execute(db);
  await sql`ALTER TABLE store ADD COLUMN disable_time timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store DROP COLUMN disable_time`.execute(db);
  await sql`ALTER TABLE merchant DROP COLUMN disable_time`.execute(db);
}
