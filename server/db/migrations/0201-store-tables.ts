import { sql, type Kysely } from 'kysely';

// Shifts gain the booking settings of spec section 3 (hidden durations,
// skipped starts, open and hidden tables, turn time); a store table becomes a
// kind of table with physical items, each lockable, sortable and placed on
// floor plans.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store_shift
      ADD COLUMN remark_name text NOT NULL DEFAULT '',
      ADD COLUMN hidden_durations jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN skipped_start_seconds integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN open_table_ids bigint[] NOT NULL DEFAULT '{}',
      ADD COLUMN hidden_table_ids bigint[] NOT NULL DEFAULT '{}',
      ADD COLUMN global_disabled boolean NOT NULL DEFAULT false,
      ADD COLUMN duration_second integer NOT NULL DEFAULT 0 CHECK (duration_second >= 0),
      ADD COLUMN party_size_durations jsonb NOT NULL DEFAULT '[]',
      ADD COLUMN sort integer NOT NULL DEFAULT 0,
      -- a shift may run past midnight, never longer than a day
      ADD CONSTRAINT store_shift_span CHECK (end_second <= 172800 AND end_second - start_second <= 86400)
  `.execute(db);

  await sql`
    ALTER TABLE store_table
      ADD COLUMN remark_name text NOT NULL DEFAULT '',
      ADD COLUMN booking_limit integer NOT NULL DEFAULT 0 CHECK (booking_limit >= 0),
      ADD COLUMN quick_pick_interval_second integer NOT NULL DEFAULT 0,
      ADD COLUMN photo jsonb,
      ADD COLUMN status text NOT NULL DEFAULT 'NORMAL' CHECK (status IN ('NORMAL', 'HIDDEN', 'DISABLED')),
      ADD COLUMN min_seats_per_order integer NOT NULL DEFAULT 0,
      ADD COLUMN min_seats_per_feast integer NOT NULL DEFAULT 0,
      ADD COLUMN table_count integer NOT NULL DEFAULT 1 CHECK (table_count >= 0),
      ADD COLUMN fixed_table_count integer NOT NULL DEFAULT 0 CHECK (fixed_table_count >= 0),
      ADD COLUMN remaining_count_reminder integer NOT NULL DEFAULT 0,
      ADD COLUMN min_tables_per_booking integer NOT NULL DEFAULT 1 CHECK (min_tables_per_booking >= 1),
      ADD COLUMN max_tables_per_booking integer NOT NULL DEFAULT 1,
      ADD CONSTRAINT store_table_tables_per_booking CHECK (max_tables_per_booking >= min_tables_per_booking)
  `.execute(db);

  await sql`
    CREATE TABLE store_table_item (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      store_table_id bigint NOT NULL REFERENCES store_table (id),
      name text NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_table_item_store_idx ON store_table_item (store_id, sort)`.execute(db);
  await sql`CREATE INDEX store_table_item_table_idx ON store_table_item (store_table_id)`.execute(db);
  // Tables made before items existed each become one item of the same name.
  await sql`
    INSERT INTO store_table_item (store_id, store_table_id, name, sort)
    SELECT store_id, id, name, row_number() OVER (PARTITION BY store_id ORDER BY weight DESC, id)
    FROM store_table`.execute(db);

  await sql`
    CREATE TABLE store_floor_plan (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      width integer NOT NULL CHECK (width > 0),
      height integer NOT NULL CHECK (height > 0),
      background jsonb,
      sort integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_floor_plan_store_idx ON store_floor_plan (store_id)`.execute(db);
  await sql`
    CREATE TABLE store_floor_plan_placement (
      store_floor_plan_id bigint NOT NULL REFERENCES store_floor_plan (id) ON DELETE CASCADE,
      store_table_item_id bigint NOT NULL REFERENCES store_table_item (id) ON DELETE CASCADE,
      x integer NOT NULL,
      y integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      rotation integer NOT NULL DEFAULT 0,
      shape text NOT NULL DEFAULT 'RECTANGLE',
      PRIMARY KEY (store_floor_plan_id, store_table_item_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS store_floor_plan_placement`.execute(db);
  await sql`DROP TABLE IF EXISTS store_floor_plan`.execute(db);
  await sql`DROP TABLE IF EXISTS store_table_item`.execute(db);
}
