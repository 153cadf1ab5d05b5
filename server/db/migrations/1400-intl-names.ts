import { sql, type Kysely } from 'kysely';

// Store and shift names in each interface language (the spec's intlInfo), as
// JSON keyed by language tag ({"zh-Hans": "...", "en": "..."}); empty means
// the row's own name. Store search matches any of them, so a diner typing 外滩
// finds a store named The Bund.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store ADD COLUMN intl_info jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
  await sql`ALTER TABLE store_shift ADD COLUMN intl_name jsonb NOT NULL DEFAULT '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store_shift DROP COLUMN intl_name`.execute(db);
  await sql`ALTER TABLE store DROP COLUMN intl_info`.execute(db);
}
