import { sql, type Kysely } from 'kysely';

// The walk-in queue (docs/queue.md). A store's queue setting names its queue
// types; staff open one queue per shift and business date, which copies the
// types with a number counter each. Taking a number bumps its type's counter
// under the row's lock, and the unique key on (queue, type, number) refuses a
// repeat whatever slips past. A seated or called party holds its table
// through table_occupancy (a LOCK row), so the exclusion constraint there
// keeps two parties off one table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE queue_setting (
      store_id bigint PRIMARY KEY REFERENCES store (id) ON DELETE CASCADE,
      types jsonb NOT NULL,
      remote_enabled boolean NOT NULL DEFAULT false,
      hold_minute integer NOT NULL DEFAULT 10 CHECK (hold_minute BETWEEN 1 AND 120),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE queue_session (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      business_date date NOT NULL,
      store_shift_id bigint NOT NULL,
      open boolean NOT NULL DEFAULT true,
      remote_enabled boolean NOT NULL,
      hold_minute integer NOT NULL,
      stand_code text NOT NULL,
      open_time timestamptz NOT NULL,
      close_time timestamptz,
      UNIQUE (store_id, business_date, store_shift_id)
    )`.execute(db);
  // One open queue per store: the stand hands out numbers of one line.
  await sql`CREATE UNIQUE INDEX queue_session_one_open ON queue_session (store_id) WHERE open`.execute(db);
  await sql`
    CREATE TABLE queue_type (
      id bigserial PRIMARY KEY,
      queue_session_id bigint NOT NULL REFERENCES queue_session (id) ON DELETE CASCADE,
      code text NOT NULL,
      min_people integer NOT NULL,
      max_people integer NOT NULL,
      last_number integer NOT NULL DEFAULT 0,
      sort integer NOT NULL,
      UNIQUE (queue_session_id, code)
    )`.execute(db);
  await sql`
    CREATE TABLE queue_ticket (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      queue_session_id bigint NOT NULL REFERENCES queue_session (id) ON DELETE CASCADE,
      queue_type_id bigint NOT NULL REFERENCES queue_type (id) ON DELETE CASCADE,
      number integer NOT NULL,
      people integer NOT NULL CHECK (people > 0),
      source text NOT NULL CHECK (source IN ('STAND', 'REMOTE')),
      status text NOT NULL DEFAULT 'WAITING'
        CHECK (status IN ('WAITING', 'CALLED', 'SEATED', 'CANCELLED', 'PASSED')),
      user_id bigint,
      phone_region_code text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT '',
      -- the order of the line: the take time, moved to the skip time once
      line_time timestamptz NOT NULL,
      skip_count integer NOT NULL DEFAULT 0,
      take_time timestamptz NOT NULL,
      call_time timestamptz,
      hold_until timestamptz,
      on_my_way_time timestamptz,
      seat_time timestamptz,
      close_time timestamptz,
      close_by text NOT NULL DEFAULT '',
      store_table_item_id bigint,
      -- the table_occupancy row the party holds (called or seated)
      occupancy_id bigint,
      turn_second integer NOT NULL DEFAULT 0,
      UNIQUE (queue_session_id, queue_type_id, number)
    )`.execute(db);
  await sql`CREATE INDEX queue_ticket_line ON queue_ticket (queue_session_id, status, line_time, id)`.execute(db);
  // A diner holds one live number per queue.
  await sql`
    CREATE UNIQUE INDEX queue_ticket_one_live_per_diner ON queue_ticket (queue_session_id, user_id)
      WHERE user_id IS NOT NULL AND status IN ('WAITING', 'CALLED')`.execute(db);
  await sql`CREATE INDEX queue_ticket_user ON queue_ticket (user_id, id DESC) WHERE user_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE queue_ticket`.execute(db);
  await sql`DROP TABLE queue_type`.execute(db);
  await sql`DROP TABLE queue_session`.execute(db);
  await sql`DROP TABLE queue_setting`.execute(db);
}
