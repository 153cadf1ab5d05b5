import { sql, type Kysely } from 'kysely';

// The administrator's regions, holiday dates and articles.
// - A region others refer to (stores' holiday region, phones) is disabled,
//   never deleted: disable_time set leaves it out of the diners' list.
// - Holiday dates feed every store's cached booking settings: a change bumps
//   the settings_version of the stores that close on that region's holidays,
//   by trigger like 0204's, so bookings see it at once on every instance.
// - Articles may be the platform's own (no merchant), drafts, and ordered.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE region ADD COLUMN disable_time timestamptz`.execute(db);
  await sql`CREATE UNIQUE INDEX region_iso_code_key ON region (iso_code)`.execute(db);

  await sql`
    CREATE FUNCTION holiday_date_bump_stores() RETURNS trigger AS $$
    BEGIN
      UPDATE store SET settings_version = settings_version + 1
      WHERE rest_on_public_holiday
        AND holiday_region_iso_code IN (
          CASE WHEN TG_OP = 'INSERT' THEN NEW.region_iso_code ELSE OLD.region_iso_code END,
          CASE WHEN TG_OP = 'DELETE' THEN OLD.region_iso_code ELSE NEW.region_iso_code END);
      RETURN NULL;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER holiday_date_bump_stores AFTER INSERT OR UPDATE OR DELETE ON holiday_date
    FOR EACH ROW EXECUTE FUNCTION holiday_date_bump_stores()`.execute(db);

  await sql`
    ALTER TABLE article
      ALTER COLUMN merchant_id DROP NOT NULL,
      ADD COLUMN sort integer NOT NULL DEFAULT 0,
      ADD COLUMN draft boolean NOT NULL DEFAULT false,
      ADD CONSTRAINT article_platform_has_no_store CHECK (merchant_id IS NOT NULL OR store_id IS NULL)`.execute(db);
  await sql`CREATE INDEX article_platform_idx ON article (sort, publish_time DESC) WHERE merchant_id IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS article_platform_idx`.execute(db);
  await sql`DELETE FROM article WHERE merchant_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE article
      DROP CONSTRAINT IF EXISTS article_platform_has_no_store,
      DROP COLUMN IF EXISTS draft,
      DROP COLUMN IF EXISTS sort,
      ALTER COLUMN merchant_id SET NOT NULL`.execute(db);
  await sql`DROP TRIGGER IF EXISTS holiday_date_bump_stores ON holiday_date`.execute(db);
  await sql`DROP FUNCTION IF EXISTS holiday_date_bump_stores()`.execute(db);
  await sql`DROP INDEX IF EXISTS region_iso_code_key`.execute(db);
  await sql`ALTER TABLE region DROP COLUMN IF EXISTS disable_time`.execute(db);
}
