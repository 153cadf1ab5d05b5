import { sql, type Kysely } from 'kysely';

// The interface language each account reads the app in (zh-Hans, zh-Hant,
// en; '' until known): set from the device's language at login and from the
// app when the person changes it, so every message to them goes out in it.
// Each delivery keeps the language it was written in, for the providers that
// are told it (WeChat subscription messages' lang).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN language text NOT NULL DEFAULT ''
    CHECK (language IN ('', 'zh-Hans', 'zh-Hant', 'en'))`.execute(db);
  await sql`ALTER TABLE notification_delivery ADD COLUMN language text NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE notification_delivery DROP COLUMN language`.execute(db);
  await sql`ALTER TABLE app_user DROP COLUMN language`.execute(db);
}
