import { sql, type Kysely } from 'kysely';

// A diner's fapiao (invoice) titles, and the one attached to a booking order.
// The order keeps a copy (jsonb) rather than a reference: the fapiao is
// issued to what was asked for at the time, whatever the diner edits later.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE diner_fapiao_title (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('PERSONAL', 'COMPANY')),
      title text NOT NULL,
      taxpayer_id text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      bank_name text NOT NULL DEFAULT '',
      bank_account text NOT NULL DEFAULT '',
      email text NOT NULL DEFAULT '',
      is_default boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX diner_fapiao_title_user ON diner_fapiao_title (user_id, id)`.execute(db);
  // At most one default per diner, even under concurrent changes.
  await sql`CREATE UNIQUE INDEX diner_fapiao_title_default ON diner_fapiao_title (user_id) WHERE is_default`.execute(
    db,
  );
  await sql`ALTER TABLE booking_order ADD COLUMN fapiao jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE booking_order DROP COLUMN fapiao`.execute(db);
  await sql`DROP TABLE diner_fapiao_title`.execute(db);
}
