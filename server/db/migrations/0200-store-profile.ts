import { sql, type Kysely } from 'kysely';

// What a diner sees of a store and what makes it bookable: profile, images,
// booking config (notice and the three day limits), the business config
// (auto-accept, deposit expiry, public holidays), store collections, the
// weekly plan, rest days, daily memos and floor plans.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store
      ADD COLUMN opening_year integer NOT NULL DEFAULT 0,
      ADD COLUMN hours text NOT NULL DEFAULT '',
      ADD COLUMN main_cuisine text NOT NULL DEFAULT '',
      ADD COLUMN sub_cuisine text NOT NULL DEFAULT '',
      ADD COLUMN ordering_type text NOT NULL DEFAULT '',
      ADD COLUMN per_capita_price bigint NOT NULL DEFAULT 0,
      ADD COLUMN sommelier_service boolean NOT NULL DEFAULT false,
      ADD COLUMN wine_pairing boolean NOT NULL DEFAULT false,
      ADD COLUMN chef text NOT NULL DEFAULT '',
      ADD COLUMN environment_images jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN dish_images jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN notice_text text NOT NULL DEFAULT '',
      ADD COLUMN notice_images jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN min_advance_booking_day integer CHECK (min_advance_booking_day >= 0),
      ADD COLUMN max_advance_booking_day integer CHECK (max_advance_booking_day >= 0),
      ADD COLUMN latest_cancel_day integer CHECK (latest_cancel_day >= 0),
      ADD COLUMN auto_accept_minute integer,
      ADD COLUMN deposit_expiry_minute integer DEFAULT 30,
      ADD COLUMN holiday_region_iso_code text NOT NULL DEFAULT '',
      ADD COLUMN rest_on_public_holiday boolean NOT NULL DEFAULT false
  `.execute(db);

  await sql`
    CREATE TABLE store_collection (
      id bigserial PRIMARY KEY,
      merchant_id bigint REFERENCES merchant (id),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      cover jsonb,
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE store_collection_item (
      store_collection_id bigint NOT NULL REFERENCES store_collection (id) ON DELETE CASCADE,
      store_id bigint NOT NULL REFERENCES store (id),
      sort integer NOT NULL DEFAULT 0,
      PRIMARY KEY (store_collection_id, store_id)
    )`.execute(db);
  await sql`CREATE INDEX store_collection_item_store_idx ON store_collection_item (store_id)`.execute(db);

  // weekday 1 = Monday ... 7 = Sunday; shift_ids empty = every shift.
  await sql`
    CREATE TABLE store_weekly_plan (
      store_id bigint NOT NULL REFERENCES store (id),
      weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
      rest boolean NOT NULL DEFAULT false,
      shift_ids bigint[] NOT NULL DEFAULT '{}',
      PRIMARY KEY (store_id, weekday)
    )`.execute(db);

  await sql`
    CREATE TABLE store_rest_day (
      store_id bigint NOT NULL REFERENCES store (id),
      date date NOT NULL,
      remark text NOT NULL DEFAULT '',
      PRIMARY KEY (store_id, date)
    )`.execute(db);

  await sql`
    CREATE TABLE store_daily_memo (
      store_id bigint NOT NULL REFERENCES store (id),
      date date NOT NULL,
      content text NOT NULL,
      updater_user_id bigint REFERENCES app_user (id),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, date)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'store_daily_memo',
    'store_rest_day',
    'store_weekly_plan',
    'store_collection_item',
    'store_collection',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
