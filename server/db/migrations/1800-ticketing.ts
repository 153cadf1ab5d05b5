import { sql, type Kysely } from 'kysely';

// Ticketing events, their tickets (one per session and kind, with a price and
// a quantity) and the vouchers diners buy, plus the record of each validated
// dynamic code. Overselling is impossible by construction: a ticket's
// sold_count is checked against its quantity by the database, and a voucher
// takes its ticket only through that guarded count.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ticketing_event (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      store_id bigint NOT NULL REFERENCES store (id),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      images jsonb NOT NULL DEFAULT '[]',
      sale_start_time timestamptz NOT NULL,
      sale_end_time timestamptz NOT NULL,
      per_diner_limit integer NOT NULL CHECK (per_diner_limit >= 1),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK (sale_end_time > sale_start_time)
    )`.execute(db);
  await sql`CREATE INDEX ticketing_event_store ON ticketing_event (store_id, sale_end_time)`.execute(db);
  await sql`CREATE INDEX ticketing_event_sale_end ON ticketing_event (sale_end_time)`.execute(db);
  await sql`
    CREATE TABLE ticketing_event_ticket (
      id bigserial PRIMARY KEY,
      event_id bigint NOT NULL REFERENCES ticketing_event (id) ON DELETE CASCADE,
      name text NOT NULL,
      session_date text NOT NULL CHECK (session_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      session_start_second integer NOT NULL CHECK (session_start_second BETWEEN 0 AND 86399),
      price bigint NOT NULL CHECK (price > 0),
      quantity integer NOT NULL CHECK (quantity >= 0),
      sold_count integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ticketing_event_ticket_not_oversold CHECK (sold_count >= 0 AND sold_count <= quantity)
    )`.execute(db);
  await sql`CREATE INDEX ticketing_event_ticket_event ON ticketing_event_ticket (event_id, id)`.execute(db);
  await sql`
    CREATE TABLE ticketing_voucher (
      id bigserial PRIMARY KEY,
      event_id bigint NOT NULL REFERENCES ticketing_event (id),
      ticket_id bigint NOT NULL REFERENCES ticketing_event_ticket (id),
      merchant_id bigint NOT NULL,
      store_id bigint NOT NULL,
      user_id bigint NOT NULL REFERENCES app_user (id),
      status text NOT NULL CHECK (status IN ('WAIT_PAYMENT', 'WAIT_VERIFY', 'VERIFIED', 'CANCELLED')),
      price bigint NOT NULL,
      payment_expire_time timestamptz NOT NULL,
      paid_time timestamptz,
      verify_time timestamptz,
      cancel_time timestamptz,
      cancel_reason text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ticketing_voucher_user ON ticketing_voucher (user_id, event_id, id)`.execute(db);
  await sql`CREATE INDEX ticketing_voucher_store ON ticketing_voucher (store_id, id)`.execute(db);
  // One validation per subject: two staff scanning the same code at once validate it once.
  await sql`
    CREATE TABLE dynamic_code_use (
      kind text NOT NULL CHECK (kind IN ('BOOKING_ORDER', 'TICKETING_EVENT_TICKET_VOUCHER')),
      subject_id bigint NOT NULL,
      store_id bigint NOT NULL,
      code_window bigint NOT NULL,
      staff_user_id bigint NOT NULL,
      use_time timestamptz NOT NULL,
      PRIMARY KEY (kind, subject_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dynamic_code_use`.execute(db);
  await sql`DROP TABLE ticketing_voucher`.execute(db);
  await sql`DROP TABLE ticketing_event_ticket`.execute(db);
  await sql`DROP TABLE ticketing_event`.execute(db);
}
