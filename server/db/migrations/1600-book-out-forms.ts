import { sql, type Kysely } from 'kysely';

// Private dining (book-out) requests: a diner asks a store for a private
// room or the whole restaurant; the store confirms, then turns it into a
// booking order (or rejects or cancels it). The diner is a snapshot, as on
// a booking order: the store calls whoever was named at the time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE book_out_form (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      merchant_id bigint NOT NULL,
      user_id bigint NOT NULL REFERENCES app_user (id),
      diner jsonb NOT NULL,
      preferred_date date NOT NULL,
      store_shift_id bigint NOT NULL REFERENCES store_shift (id),
      adult_count integer NOT NULL CHECK (adult_count > 0),
      child_count integer NOT NULL DEFAULT 0 CHECK (child_count >= 0),
      budget bigint NOT NULL DEFAULT 0 CHECK (budget >= 0),
      space text NOT NULL CHECK (space IN ('PRIVATE_ROOM', 'WHOLE_RESTAURANT')),
      remark text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('WAIT_STORE_CONFIRM', 'WAIT_ALLOCATE_BOOKING_ORDER_ID', 'FINISHED', 'CLOSED')),
      close_reason text NOT NULL DEFAULT 'NONE'
        CHECK (close_reason IN ('NONE', 'STORE_REJECT', 'STORE_CANCEL', 'CREATOR_CANCEL')),
      close_remark text NOT NULL DEFAULT '',
      booking_order_id bigint REFERENCES booking_order (id),
      confirm_time timestamptz,
      close_time timestamptz,
      finish_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK ((status = 'FINISHED') = (booking_order_id IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX book_out_form_user ON book_out_form (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX book_out_form_store ON book_out_form (store_id, status, preferred_date)`.execute(db);
  // One request per booking order: an order answers one request only.
  await sql`CREATE UNIQUE INDEX book_out_form_order ON book_out_form (booking_order_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE book_out_form`.execute(db);
}
