import { sql, type Kysely } from 'kysely';

// Users, sessions, organisations, the client config and reference data, and
// uploaded files: what the foundation serves and the demo seed needs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);

  await sql`
    CREATE TABLE app_user (
      id bigserial PRIMARY KEY,
      phone text NOT NULL DEFAULT '',
      phone_region_code text NOT NULL DEFAULT '',
      nickname text NOT NULL DEFAULT '',
      avatar_url text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX app_user_phone_key ON app_user (phone_region_code, phone) WHERE phone <> ''
  `.execute(db);

  await sql`
    CREATE TABLE user_session (
      id bigserial PRIMARY KEY,
      key_hash text NOT NULL UNIQUE,
      user_id bigint REFERENCES app_user (id),
      client_platform text NOT NULL DEFAULT '',
      platform_id text NOT NULL DEFAULT '',
      device_id text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      last_seen_time timestamptz NOT NULL DEFAULT now(),
      expire_time timestamptz NOT NULL,
      revoke_time timestamptz
    )`.execute(db);
  await sql`CREATE INDEX user_session_user_idx ON user_session (user_id)`.execute(db);

  await sql`
    CREATE TABLE administrator (
      user_id bigint PRIMARY KEY REFERENCES app_user (id),
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE merchant (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      short_key text NOT NULL UNIQUE,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE store (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      name text NOT NULL,
      timezone text NOT NULL DEFAULT 'Asia/Shanghai',
      city text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_merchant_idx ON store (merchant_id)`.execute(db);

  await sql`
    CREATE TABLE staff_member (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id),
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      store_id bigint REFERENCES store (id),
      role text NOT NULL DEFAULT 'STAFF',
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX staff_member_key ON staff_member (user_id, merchant_id, coalesce(store_id, 0))
  `.execute(db);

  await sql`
    CREATE TABLE store_shift (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      start_second integer NOT NULL CHECK (start_second >= 0),
      end_second integer NOT NULL CHECK (end_second > start_second),
      delta_second integer NOT NULL CHECK (delta_second > 0),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_shift_store_idx ON store_shift (store_id)`.execute(db);

  await sql`
    CREATE TABLE store_table (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      seat_capacity integer NOT NULL CHECK (seat_capacity > 0),
      weight integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_table_store_idx ON store_table (store_id)`.execute(db);

  await sql`
    CREATE TABLE client_config (
      id bigint PRIMARY KEY,
      is_default boolean NOT NULL DEFAULT false,
      owner_type text NOT NULL DEFAULT 'SYSTEM',
      owner_id bigint NOT NULL DEFAULT 0,
      body jsonb NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX client_config_one_default ON client_config (is_default) WHERE is_default`.execute(db);

  await sql`
    CREATE TABLE region (
      calling_code text PRIMARY KEY,
      iso_code text NOT NULL,
      name text NOT NULL,
      phone_pattern text NOT NULL,
      sort integer NOT NULL DEFAULT 0
    )`.execute(db);

  await sql`
    CREATE TABLE holiday_date (
      region_iso_code text NOT NULL,
      date date NOT NULL,
      name text NOT NULL,
      is_rest_day boolean NOT NULL,
      PRIMARY KEY (region_iso_code, date)
    )`.execute(db);

  await sql`
    CREATE TABLE uploaded_file (
      id text PRIMARY KEY,
      storage_key text NOT NULL,
      content_type text NOT NULL,
      byte_size integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      remark text NOT NULL DEFAULT '',
      operator_type text NOT NULL DEFAULT '',
      operator_id text NOT NULL DEFAULT '',
      user_id bigint NOT NULL REFERENCES app_user (id),
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'uploaded_file',
    'holiday_date',
    'region',
    'client_config',
    'store_table',
    'store_shift',
    'staff_member',
    'store',
    'merchant',
    'administrator',
    'user_session',
    'app_user',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
