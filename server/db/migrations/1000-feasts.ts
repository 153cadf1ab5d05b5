import { sql, type Kysely } from 'kysely';

// Feasts: group dinners at a store that diners join seat by seat. The seat
// counters on feast are kept by a trigger on feast_participant, and a check
// on feast refuses more seats held than the feast has, so concurrent joins
// can never oversell it whatever code path writes participants.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE feast (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      city text NOT NULL DEFAULT '',
      creator_user_id bigint NOT NULL REFERENCES app_user (id),
      created_by_staff boolean NOT NULL DEFAULT false,
      title text NOT NULL CHECK (title <> ''),
      description text NOT NULL DEFAULT '',
      images jsonb NOT NULL DEFAULT '[]',
      menu text NOT NULL DEFAULT '',
      share_cover jsonb,
      theme text NOT NULL DEFAULT 'DARK' CHECK (theme IN ('DARK', 'WHITE')),
      style text NOT NULL DEFAULT 'DARK_GOLD' CHECK (style IN ('DARK_GOLD', 'WHITE_GOLD')),
      participant_count integer NOT NULL CHECK (participant_count BETWEEN 1 AND 1000),
      min_participant_count integer NOT NULL CHECK (min_participant_count BETWEEN 1 AND participant_count),
      seats_taken integer NOT NULL DEFAULT 0,
      paid_seats integer NOT NULL DEFAULT 0,
      estimated_cost bigint NOT NULL DEFAULT 0 CHECK (estimated_cost >= 0),
      place text NOT NULL DEFAULT '',
      visibility text NOT NULL CHECK (visibility IN ('CREATOR', 'ALL', 'SHARE')),
      shareable boolean NOT NULL DEFAULT true,
      deposit_per_person bigint NOT NULL CHECK (deposit_per_person >= 0),
      registration_open_time timestamptz,
      registration_deadline timestamptz NOT NULL,
      service_charge_percent integer NOT NULL DEFAULT 0 CHECK (service_charge_percent BETWEEN 0 AND 100),
      questions jsonb NOT NULL DEFAULT '[]',
      reservation_date date NOT NULL,
      start_second integer NOT NULL,
      start_time timestamptz NOT NULL,
      duration_second integer NOT NULL DEFAULT 7200,
      store_shift_id bigint NOT NULL REFERENCES store_shift (id),
      table_item_ids jsonb NOT NULL DEFAULT '[]',
      booking_order_id bigint REFERENCES booking_order (id),
      status text NOT NULL CHECK (status IN ('WAIT_AUDIT', 'WAIT_PUBLISH', 'FORMING', 'SUCCESS', 'FINISHED', 'CLOSED')),
      close_reason text NOT NULL DEFAULT 'NONE'
        CHECK (close_reason IN ('NONE', 'AUDIT_REJECT', 'NOT_ENOUGH_PARTICIPANT', 'CREATOR_CANCEL')),
      close_remark text NOT NULL DEFAULT '',
      show_participants boolean NOT NULL DEFAULT true,
      share_token text NOT NULL,
      publish_time timestamptz,
      close_time timestamptz,
      finish_time timestamptz,
      -- Tables still to free after a close (the booking order is closed after the feast's own commit).
      tables_released boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT feast_seats_within CHECK (seats_taken >= 0 AND seats_taken <= participant_count),
      CONSTRAINT feast_paid_within CHECK (paid_seats >= 0 AND paid_seats <= seats_taken)
    )`.execute(db);
  await sql`CREATE INDEX feast_store_idx ON feast (store_id, id DESC)`.execute(db);
  await sql`CREATE INDEX feast_creator_idx ON feast (creator_user_id, id DESC)`.execute(db);
  // The public list: open feasts of a city (or everywhere) soonest first.
  await sql`CREATE INDEX feast_public_city_idx ON feast (city, start_time, id) WHERE visibility = 'ALL'`.execute(db);
  await sql`CREATE INDEX feast_public_idx ON feast (start_time, id) WHERE visibility = 'ALL'`.execute(db);

  await sql`
    CREATE TABLE feast_participant (
      id bigserial PRIMARY KEY,
      feast_id bigint NOT NULL REFERENCES feast (id),
      user_id bigint NOT NULL REFERENCES app_user (id),
      display_name text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      phone_region_code text NOT NULL DEFAULT '',
      seat_count integer NOT NULL CHECK (seat_count >= 1),
      status text NOT NULL CHECK (status IN ('WAIT_DEPOSIT_PAYMENT', 'SUCCESS', 'CLOSED')),
      close_reason text NOT NULL DEFAULT 'NONE' CHECK (close_reason IN
        ('NONE', 'DEPOSIT_PAYMENT_FAIL', 'PARTICIPANT_CANCEL', 'FEAST_CLOSED', 'CREATOR_CANCEL')),
      deposit_amount bigint NOT NULL CHECK (deposit_amount >= 0),
      paid_amount bigint NOT NULL DEFAULT 0,
      refund_amount bigint NOT NULL DEFAULT 0,
      refunding_amount bigint NOT NULL DEFAULT 0,
      forfeit_amount bigint NOT NULL DEFAULT 0,
      deposit_expire_time timestamptz,
      arrival_second integer NOT NULL DEFAULT -1,
      arrival_time timestamptz,
      answers jsonb NOT NULL DEFAULT '[]',
      remark text NOT NULL DEFAULT '',
      close_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT feast_participant_money CHECK (
        paid_amount >= 0 AND refund_amount >= 0 AND refunding_amount >= 0 AND forfeit_amount >= 0
        AND refund_amount + refunding_amount + forfeit_amount <= paid_amount)
    )`.execute(db);
  // One open participation per diner and feast: joining twice is refused by the database too.
  await sql`
    CREATE UNIQUE INDEX feast_participant_open_key ON feast_participant (feast_id, user_id)
    WHERE status <> 'CLOSED'`.execute(db);
  await sql`CREATE INDEX feast_participant_feast_idx ON feast_participant (feast_id, id)`.execute(db);
  await sql`CREATE INDEX feast_participant_user_idx ON feast_participant (user_id, id DESC)`.execute(db);

  await sql`
    CREATE FUNCTION feast_participant_seats() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      held_delta integer := 0;
      paid_delta integer := 0;
    BEGIN
      IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
        IF NEW.status IN ('WAIT_DEPOSIT_PAYMENT', 'SUCCESS') THEN held_delta := NEW.seat_count; END IF;
        IF NEW.status = 'SUCCESS' THEN paid_delta := NEW.seat_count; END IF;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        IF OLD.status IN ('WAIT_DEPOSIT_PAYMENT', 'SUCCESS') THEN held_delta := held_delta - OLD.seat_count; END IF;
        IF OLD.status = 'SUCCESS' THEN paid_delta := paid_delta - OLD.seat_count; END IF;
      END IF;
      IF held_delta <> 0 OR paid_delta <> 0 THEN
        UPDATE feast SET seats_taken = seats_taken + held_delta, paid_seats = paid_seats + paid_delta
        WHERE id = NEW.feast_id;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER feast_participant_seats_trg
    AFTER INSERT OR UPDATE OF status, seat_count ON feast_participant
    FOR EACH ROW EXECUTE FUNCTION feast_participant_seats()`.execute(db);

  await sql`
    CREATE TABLE feast_question (
      id bigserial PRIMARY KEY,
      feast_id bigint NOT NULL REFERENCES feast (id),
      user_id bigint NOT NULL REFERENCES app_user (id),
      asker_name text NOT NULL DEFAULT '',
      content text NOT NULL CHECK (content <> ''),
      answer text NOT NULL DEFAULT '',
      answer_user_id bigint REFERENCES app_user (id),
      answer_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX feast_question_feast_idx ON feast_question (feast_id, id)`.execute(db);

  await sql`
    CREATE TABLE feast_permitted_creator (
      store_id bigint NOT NULL REFERENCES store (id),
      user_id bigint NOT NULL REFERENCES app_user (id),
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, user_id)
    )`.execute(db);
  await sql`CREATE INDEX feast_permitted_creator_user_idx ON feast_permitted_creator (user_id)`.execute(db);

  // What happened to feasts and their participants, written in the change's
  // own transaction: the outbox notifications and the group chat read.
  await sql`
    CREATE TABLE feast_event (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      feast_id bigint NOT NULL REFERENCES feast (id),
      participant_id bigint REFERENCES feast_participant (id),
      user_id bigint REFERENCES app_user (id),
      payload jsonb NOT NULL DEFAULT '{}',
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX feast_event_feast_idx ON feast_event (feast_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS feast_event`.execute(db);
  await sql`DROP TABLE IF EXISTS feast_permitted_creator`.execute(db);
  await sql`DROP TABLE IF EXISTS feast_question`.execute(db);
  await sql`DROP TRIGGER IF EXISTS feast_participant_seats_trg ON feast_participant`.execute(db);
  await sql`DROP FUNCTION IF EXISTS feast_participant_seats()`.execute(db);
  await sql`DROP TABLE IF EXISTS feast_participant`.execute(db);
  await sql`DROP TABLE IF EXISTS feast`.execute(db);
}
