import { sql, type Kysely } from 'kysely';

// Short links an administrator makes for posters and QR codes: /s/{key} opens
// a page of the app (or of one of the platform's own origins). Their keys are
// a namespace of their own, apart from merchants' /mch/ keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE short_link (
      key text PRIMARY KEY,
      target text NOT NULL,
      create_by bigint NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX short_link_create_time ON short_link (create_time DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE short_link`.execute(db);
}
