import { sql, type Kysely } from 'kysely';

// Notifications: events raised by the domain in the transaction of the change
// (the outbox), one delivery per event, channel and recipient, and what
// decides them: provider scenes, operator push config per store and merchant,
// the store's auto-push SMS config, mini-program templates, the diners'
// subscriptions, follows and settings. local_push_outbox is what the local
// providers "sent" (the development outbox page reads it).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notification_event (
      id bigserial PRIMARY KEY,
      type text NOT NULL,
      audience text NOT NULL,
      merchant_id bigint,
      store_id bigint,
      subject_kind text NOT NULL,
      subject_id text NOT NULL,
      booking_order_id bigint,
      user_id bigint,
      phone_region_code text NOT NULL DEFAULT '',
      phone text NOT NULL DEFAULT '',
      language text NOT NULL DEFAULT '',
      params jsonb NOT NULL DEFAULT '{}',
      dedupe_key text,
      useful_until timestamptz,
      occur_time timestamptz NOT NULL,
      plan_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX notification_event_dedupe_key ON notification_event (dedupe_key)`.execute(db);
  await sql`CREATE INDEX notification_event_order_idx ON notification_event (booking_order_id)`.execute(db);

  await sql`
    CREATE TABLE notification_delivery (
      id bigserial PRIMARY KEY,
      event_id bigint NOT NULL REFERENCES notification_event (id),
      channel text NOT NULL,
      recipient_key text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      status text NOT NULL,
      reason text NOT NULL DEFAULT '',
      app_id text NOT NULL DEFAULT '',
      template_id text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      content text NOT NULL DEFAULT '',
      params jsonb NOT NULL DEFAULT '{}',
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_time timestamptz,
      provider_message_id text NOT NULL DEFAULT '',
      last_error text NOT NULL DEFAULT '',
      send_start_time timestamptz,
      complete_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id, channel, recipient_key)
    )`.execute(db);

  // The reminder sweep's reads: open orders by start, unpaid ones by deposit deadline.
  await sql`
    CREATE INDEX booking_order_remind_start_idx ON booking_order (start_time)
      WHERE status IN ('WAIT_SERVICE', 'WAIT_STORE_CONFIRM')`.execute(db);
  await sql`
    CREATE INDEX booking_order_remind_deposit_idx ON booking_order (deposit_expire_time)
      WHERE status = 'WAIT_DEPOSIT_PAYMENT'`.execute(db);

  await sql`
    CREATE TABLE push_provider_scene (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL DEFAULT 0,
      event_type text NOT NULL,
      channel text NOT NULL,
      template_id text NOT NULL DEFAULT '',
      enabled boolean NOT NULL DEFAULT true,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (merchant_id, event_type, channel)
    )`.execute(db);

  await sql`
    CREATE TABLE operator_push_config (
      owner_type text NOT NULL CHECK (owner_type IN ('STORE', 'MERCHANT')),
      owner_id bigint NOT NULL,
      event_type text NOT NULL,
      channel text NOT NULL,
      enabled boolean NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_type, owner_id, event_type, channel)
    )`.execute(db);

  await sql`
    CREATE TABLE auto_push_sms_config (
      store_id bigint PRIMARY KEY REFERENCES store (id),
      enabled boolean NOT NULL DEFAULT true,
      event_types text[] NOT NULL,
      template_id text NOT NULL DEFAULT '',
      quiet_start_second integer,
      quiet_end_second integer,
      remind_arrival_minutes integer NOT NULL DEFAULT 120,
      remind_deposit_minutes integer NOT NULL DEFAULT 15,
      contact_confirm_minutes integer NOT NULL DEFAULT 1440,
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE mini_program_template (
      id bigserial PRIMARY KEY,
      channel text NOT NULL,
      app_id text NOT NULL,
      template_id text NOT NULL,
      title text NOT NULL,
      keywords text[] NOT NULL DEFAULT '{}',
      event_type text NOT NULL,
      available boolean NOT NULL DEFAULT true,
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (channel, app_id, template_id)
    )`.execute(db);

  await sql`
    CREATE TABLE push_subscription (
      user_id bigint NOT NULL REFERENCES app_user (id),
      channel text NOT NULL,
      template_id text NOT NULL,
      remaining integer NOT NULL DEFAULT 0 CHECK (remaining >= 0),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, channel, template_id)
    )`.execute(db);

  await sql`
    CREATE TABLE push_follow (
      user_id bigint NOT NULL REFERENCES app_user (id),
      app_id text NOT NULL,
      open_id text NOT NULL DEFAULT '',
      following boolean NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, app_id)
    )`.execute(db);

  await sql`
    CREATE TABLE user_push_setting (
      user_id bigint PRIMARY KEY REFERENCES app_user (id),
      muted_event_types text[] NOT NULL DEFAULT '{}',
      muted_channels text[] NOT NULL DEFAULT '{}',
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE staff_push_setting (
      user_id bigint NOT NULL REFERENCES app_user (id),
      store_id bigint NOT NULL REFERENCES store (id),
      enabled boolean NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, store_id)
    )`.execute(db);

  await sql`
    CREATE TABLE local_push_outbox (
      id bigserial PRIMARY KEY,
      channel text NOT NULL,
      idempotency_key text NOT NULL UNIQUE,
      app_id text NOT NULL DEFAULT '',
      template_id text NOT NULL DEFAULT '',
      address text NOT NULL,
      content text NOT NULL,
      params jsonb NOT NULL DEFAULT '{}',
      send_time timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS booking_order_remind_start_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS booking_order_remind_deposit_idx`.execute(db);
  for (const table of [
    'local_push_outbox',
    'staff_push_setting',
    'user_push_setting',
    'push_follow',
    'push_subscription',
    'mini_program_template',
    'auto_push_sms_config',
    'operator_push_config',
    'push_provider_scene',
    'notification_delivery',
    'notification_event',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
