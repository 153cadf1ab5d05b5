import { sql, type Kysely } from 'kysely';

// Staff delete a closed order from the store's books: it leaves the board,
// lists, counts and search, while the diner's own history keeps it. The row
// stays (money records and the log point at it); delete_time hides it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order ADD COLUMN delete_time timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order DROP COLUMN delete_time`.execute(db);
}
