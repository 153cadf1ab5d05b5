import { sql, type Kysely } from 'kysely';

// A store's booking rule and deposit policy, its tags, takers and channels,
// and the merchant's diner records (found or created by phone per order).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE store_booking_rule (
      store_id bigint PRIMARY KEY REFERENCES store (id),
      min_people integer NOT NULL DEFAULT 1 CHECK (min_people >= 1),
      max_people integer NOT NULL DEFAULT 20,
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      max_quantity integer NOT NULL DEFAULT 10,
      earliest_booking_date date,
      slot_left_open boolean NOT NULL DEFAULT false,
      default_duration_second integer NOT NULL DEFAULT 7200 CHECK (default_duration_second > 0),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK (max_people >= min_people),
      CHECK (max_quantity >= min_quantity)
    )`.execute(db);

  await sql`
    CREATE TABLE store_deposit_policy (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      store_shift_id bigint REFERENCES store_shift (id) ON DELETE CASCADE,
      min_people integer NOT NULL DEFAULT 0,
      max_people integer NOT NULL DEFAULT 0,
      mode text NOT NULL CHECK (mode IN ('PER_PERSON', 'PER_PARTY')),
      amount bigint NOT NULL CHECK (amount >= 0)
    )`.execute(db);
  await sql`CREATE INDEX store_deposit_policy_store_idx ON store_deposit_policy (store_id)`.execute(db);

  await sql`
    CREATE TABLE booking_order_tag (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      content text NOT NULL,
      color text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX booking_order_tag_content_key ON booking_order_tag (store_id, lower(content))`.execute(
    db,
  );

  await sql`
    CREATE TABLE booking_order_taker (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      phone text NOT NULL DEFAULT '',
      sort integer NOT NULL DEFAULT 0,
      disabled boolean NOT NULL DEFAULT false,
      delete_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_order_taker_store_idx ON booking_order_taker (store_id)`.execute(db);

  await sql`
    CREATE TABLE booking_channel (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      delete_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_channel_store_idx ON booking_channel (store_id)`.execute(db);

  await sql`
    CREATE TABLE merchant_diner (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      phone_region_code text NOT NULL,
      phone text NOT NULL,
      title text NOT NULL DEFAULT 'UNKNOWN',
      last_name text NOT NULL DEFAULT '',
      first_name text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT '',
      user_id bigint REFERENCES app_user (id),
      blacklisted boolean NOT NULL DEFAULT false,
      blacklist_reason text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, phone_region_code, phone)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'merchant_diner',
    'booking_channel',
    'booking_order_taker',
    'booking_order_tag',
    'store_deposit_policy',
    'store_booking_rule',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
