import { sql, type Kysely } from 'kysely';

const STATUSES = `'WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM', 'WAIT_SERVICE', 'WAIT_CANCEL_PROCESS', 'WAIT_FINAL_PAYMENT', 'FINISHED', 'CLOSED'`;

// Booking orders (every field of spec section 3), the table items they hold
// (used-table records, guarded against double booking by an exclusion
// constraint over real instants) and the order log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_order (
      id bigserial PRIMARY KEY,
      -- Generated from the id: unique without a lookup. The booking code is
      -- an invertible permutation of the id modulo 10^8 (48271 is coprime to
      -- 10), so consecutive orders do not get consecutive codes.
      order_no text GENERATED ALWAYS AS ('BK' || lpad(id::text, 10, '0')) STORED,
      booking_code text GENERATED ALWAYS AS (lpad(((id * 48271 + 13579) % 100000000)::text, 8, '0')) STORED,
      store_id bigint NOT NULL REFERENCES store (id),
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      status text NOT NULL CHECK (status IN (${sql.raw(STATUSES)})),
      close_reason text NOT NULL DEFAULT 'NONE',
      cancel_from_status text,
      source text NOT NULL DEFAULT 'MANUAL' CHECK (source IN ('MANUAL', 'MEITUAN_SYNC', 'IMPORT')),

      user_id bigint REFERENCES app_user (id),
      merchant_diner_id bigint REFERENCES merchant_diner (id),
      diner_title text NOT NULL DEFAULT 'UNKNOWN',
      diner_last_name text NOT NULL DEFAULT '',
      diner_first_name text NOT NULL DEFAULT '',
      diner_phone_region_code text NOT NULL DEFAULT '',
      diner_phone text NOT NULL DEFAULT '',
      diner_language text NOT NULL DEFAULT '',
      adult_count integer NOT NULL CHECK (adult_count >= 0),
      child_count integer NOT NULL DEFAULT 0 CHECK (child_count >= 0),

      reservation_date date NOT NULL,
      store_shift_id bigint NOT NULL REFERENCES store_shift (id),
      reservation_start_second integer NOT NULL,
      reservation_end_second integer NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      store_table_id bigint REFERENCES store_table (id),
      -- The allocation, kept after the items are released (finished orders
      -- still show where the party sat).
      store_table_item_ids bigint[] NOT NULL DEFAULT '{}',
      seat_count integer NOT NULL DEFAULT 0,

      channel_id bigint REFERENCES booking_channel (id),
      taker_id bigint REFERENCES booking_order_taker (id),
      platform_tags text[] NOT NULL DEFAULT '{}',
      tag_ids bigint[] NOT NULL DEFAULT '{}',
      diner_remark text NOT NULL DEFAULT '',
      store_remark text NOT NULL DEFAULT '',
      diet_preference text NOT NULL DEFAULT '',
      diet_taboo text NOT NULL DEFAULT '',
      service_requirement text NOT NULL DEFAULT '',
      extended_json text NOT NULL DEFAULT '',
      invite_code text NOT NULL DEFAULT '',

      deposit_amount bigint NOT NULL DEFAULT 0,
      paid_amount bigint NOT NULL DEFAULT 0,
      refund_amount bigint NOT NULL DEFAULT 0,
      refunding_amount bigint NOT NULL DEFAULT 0,
      deposit_forfeit_amount bigint NOT NULL DEFAULT 0,
      deposit_discount_amount bigint NOT NULL DEFAULT 0,
      final_payment_amount bigint NOT NULL DEFAULT 0,
      meal_cost_amount bigint NOT NULL DEFAULT 0,
      total_amount bigint NOT NULL DEFAULT 0,

      creator_user_id bigint REFERENCES app_user (id),
      creator_type text NOT NULL,
      closer_user_id bigint REFERENCES app_user (id),
      closer_type text NOT NULL DEFAULT '',
      idempotency_key text,

      order_time timestamptz NOT NULL DEFAULT now(),
      deposit_paid_time timestamptz,
      store_confirm_time timestamptz,
      arrival_time timestamptz,
      final_payment_time timestamptz,
      complete_time timestamptz,
      turnover_time timestamptz,
      close_time timestamptz,
      deposit_expire_time timestamptz,
      cancel_deadline_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_order_store_date_idx ON booking_order (store_id, reservation_date)`.execute(db);
  await sql`CREATE INDEX booking_order_user_idx ON booking_order (user_id, status)`.execute(db);
  await sql`CREATE INDEX booking_order_creator_idx ON booking_order (creator_user_id, status)`.execute(db);
  await sql`CREATE INDEX booking_order_phone_idx ON booking_order (store_id, diner_phone)`.execute(db);
  await sql`CREATE INDEX booking_order_code_idx ON booking_order (booking_code)`.execute(db);
  await sql`CREATE INDEX booking_order_no_idx ON booking_order (order_no)`.execute(db);
  // A retried create finds the first order instead of making a second.
  await sql`
    CREATE UNIQUE INDEX booking_order_idempotency_key ON booking_order (creator_user_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE table_occupancy (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      store_table_item_id bigint NOT NULL REFERENCES store_table_item (id),
      booking_order_id bigint REFERENCES booking_order (id),
      kind text NOT NULL CHECK (kind IN ('ORDER', 'LOCK')),
      reservation_date date NOT NULL,
      store_shift_id bigint,
      start_second integer NOT NULL,
      end_second integer NOT NULL,
      during tstzrange NOT NULL,
      is_using boolean NOT NULL DEFAULT true,
      arrival_second integer,
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK (kind = 'LOCK' OR booking_order_id IS NOT NULL),
      CHECK (NOT isempty(during)),
      -- No table item is held twice at once: the database refuses what a
      -- race slips past the application's check (SQLSTATE 23P01).
      CONSTRAINT table_occupancy_no_overlap
        EXCLUDE USING gist (store_table_item_id WITH =, during WITH &&) WHERE (is_using)
    )`.execute(db);
  await sql`CREATE INDEX table_occupancy_day_idx ON table_occupancy (store_id, reservation_date)`.execute(db);
  await sql`CREATE INDEX table_occupancy_order_idx ON table_occupancy (booking_order_id)`.execute(db);

  await sql`
    CREATE TABLE booking_order_log (
      id bigserial PRIMARY KEY,
      booking_order_id bigint NOT NULL REFERENCES booking_order (id),
      type text NOT NULL,
      operator_type text NOT NULL,
      operator_user_id bigint REFERENCES app_user (id),
      before jsonb NOT NULL DEFAULT '{}',
      after jsonb NOT NULL DEFAULT '{}',
      remark text NOT NULL DEFAULT '',
      reverted_by_log_id bigint,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_order_log_order_idx ON booking_order_log (booking_order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS booking_order_log`.execute(db);
  await sql`DROP TABLE IF EXISTS table_occupancy`.execute(db);
  await sql`DROP TABLE IF EXISTS booking_order`.execute(db);
}
