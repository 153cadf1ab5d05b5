import { sql, type Kysely } from 'kysely';

// Kitchen pacing per shift: the most covers and the most parties that may
// start in one 15-minute window (null: no limit). The bounds are those of
// src/common/pacing.ts, so the database refuses what the server would.
// Only new bookings are checked against them; existing orders never move.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store_shift
      ADD COLUMN pacing_max_covers integer CHECK (pacing_max_covers BETWEEN 1 AND 1000),
      ADD COLUMN pacing_max_parties integer CHECK (pacing_max_parties BETWEEN 1 AND 200)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_shift DROP COLUMN pacing_max_covers, DROP COLUMN pacing_max_parties`.execute(db);
}
