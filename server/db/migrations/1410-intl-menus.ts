import { sql, type Kysely } from 'kysely';

// Menu names and descriptions per interface language ({"name": {"zh-Hans": ...},
// "description": {...}}); each dish carries its own in the items JSON. Empty
// means the menu's or dish's own text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_menu ADD COLUMN intl jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_menu DROP COLUMN intl`.execute(db);
}
