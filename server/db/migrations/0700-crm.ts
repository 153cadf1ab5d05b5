import { sql, type Kysely } from 'kysely';

// The diner CRM: the merchant's diner records get the spec's remaining diner
// fields (section 3) and a membership level; membership levels per merchant.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE membership_level (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      name text NOT NULL CHECK (name <> ''),
      description text NOT NULL DEFAULT '',
      color text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX membership_level_name_key ON membership_level (merchant_id, lower(name))`.execute(db);

  await sql`
    ALTER TABLE merchant_diner
      ADD COLUMN email text NOT NULL DEFAULT '',
      ADD COLUMN wechat_id text NOT NULL DEFAULT '',
      ADD COLUMN birthday date,
      ADD COLUMN wedding_anniversary date,
      ADD COLUMN diet_preference text NOT NULL DEFAULT '',
      ADD COLUMN diet_taboo text NOT NULL DEFAULT '',
      ADD COLUMN other_requirements text NOT NULL DEFAULT '',
      ADD COLUMN blacklist_time timestamptz,
      ADD COLUMN blacklist_user_id bigint REFERENCES app_user (id),
      ADD COLUMN membership_level_id bigint REFERENCES membership_level (id)`.execute(db);
  // The diner list pages newest first within a merchant; the detail sums a
  // diner's orders.
  await sql`CREATE INDEX merchant_diner_list_idx ON merchant_diner (merchant_id, id DESC)`.execute(db);
  await sql`CREATE INDEX booking_order_merchant_diner_idx ON booking_order (merchant_diner_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS booking_order_merchant_diner_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS merchant_diner_list_idx`.execute(db);
  await sql`
    ALTER TABLE merchant_diner
      DROP COLUMN IF EXISTS membership_level_id,
      DROP COLUMN IF EXISTS blacklist_user_id,
      DROP COLUMN IF EXISTS blacklist_time,
      DROP COLUMN IF EXISTS other_requirements,
      DROP COLUMN IF EXISTS diet_taboo,
      DROP COLUMN IF EXISTS diet_preference,
      DROP COLUMN IF EXISTS wedding_anniversary,
      DROP COLUMN IF EXISTS birthday,
      DROP COLUMN IF EXISTS wechat_id,
      DROP COLUMN IF EXISTS email`.execute(db);
  await sql`DROP TABLE IF EXISTS membership_level`.execute(db);
}
