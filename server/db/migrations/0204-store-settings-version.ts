import { sql, type Kysely } from 'kysely';

// Every change to what booking depends on (the store's own columns, shifts,
// tables, items, rule, deposit policy, weekly plan, rest days) bumps
// store.settings_version, by trigger so no write path can forget. Servers
// cache a store's booking settings and re-read them when the version they
// hold differs from the row's, which keeps several instances consistent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE store ADD COLUMN settings_version bigint NOT NULL DEFAULT 1`.execute(db);

  await sql`
    CREATE FUNCTION store_settings_touch() RETURNS trigger AS $$
    BEGIN
      NEW.settings_version := OLD.settings_version + 1;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER store_settings_touch BEFORE UPDATE ON store
    FOR EACH ROW WHEN (NEW.settings_version = OLD.settings_version)
    EXECUTE FUNCTION store_settings_touch()`.execute(db);

  await sql`
    CREATE FUNCTION store_settings_bump() RETURNS trigger AS $$
    BEGIN
      UPDATE store SET settings_version = settings_version + 1
      WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db);
  for (const table of [
    'store_shift',
    'store_table',
    'store_table_item',
    'store_booking_rule',
    'store_deposit_policy',
    'store_weekly_plan',
    'store_rest_day',
  ]) {
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_bump`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION store_settings_bump()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_shift',
    'store_table',
    'store_table_item',
    'store_booking_rule',
    'store_deposit_policy',
    'store_weekly_plan',
    'store_rest_day',
  ]) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_bump`)} ON ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TRIGGER IF EXISTS store_settings_touch ON store`.execute(db);
  await sql`DROP FUNCTION IF EXISTS store_settings_bump()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS store_settings_touch()`.execute(db);
  await sql`ALTER TABLE store DROP COLUMN IF EXISTS settings_version`.execute(db);
}
