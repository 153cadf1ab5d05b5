import { sql, type Kysely } from 'kysely';

// The waitlist for full booking slots (docs/waitlist.md). A diner waits for a
// time window of one date and a party size; when a table frees, the first
// waiting entry whose window and party fit is offered that slot for a short
// hold (LOCK rows on its tables, so nobody else books them meanwhile), and
// accepting books it through the ordinary create path. The join
// order (join_time, id) is the place in line; a slot that is gone at accept
// time puts the entry back to WAITING with its join time kept.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE waitlist_entry (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      user_id bigint NOT NULL,
      reservation_date date NOT NULL,
      window_start_second integer NOT NULL,
      window_end_second integer NOT NULL CHECK (window_end_second >= window_start_second),
      adult_count integer NOT NULL CHECK (adult_count > 0),
      child_count integer NOT NULL DEFAULT 0 CHECK (child_count >= 0),
      -- the name (and phone) the booking is made under when the diner accepts
      diner jsonb NOT NULL,
      status text NOT NULL DEFAULT 'WAITING'
        CHECK (status IN ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'CANCELLED')),
      join_time timestamptz NOT NULL,
      offer_shift_id bigint,
      offer_start_second integer,
      offer_expire_time timestamptz,
      -- the LOCK rows of table_occupancy that hold the offered tables for the diner
      offer_occupancy_ids bigint[] NOT NULL DEFAULT '{}',
      -- bumped by each offer: a hold's lapse job acts only on its own offer
      offer_count integer NOT NULL DEFAULT 0,
      booking_order_id bigint,
      close_time timestamptz,
      update_time timestamptz NOT NULL
    )`.execute(db);
  // The line of a store's date, in join order.
  await sql`CREATE INDEX waitlist_entry_line ON waitlist_entry (store_id, reservation_date, status, join_time, id)`.execute(
    db,
  );
  // A diner waits once per store and date.
  await sql`
    CREATE UNIQUE INDEX waitlist_entry_one_live ON waitlist_entry (store_id, reservation_date, user_id)
      WHERE status IN ('WAITING', 'OFFERED')`.execute(db);
  await sql`CREATE INDEX waitlist_entry_user ON waitlist_entry (user_id, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE waitlist_entry`.execute(db);
}
