import { sql, type Kysely } from 'kysely';

// Payments (docs/payments.md): channel accounts per merchant, one
// transaction row per payment attempt and per refund, the log of channel
// notifications, and the subjects of the two purposes this area owns itself
// (session challenges, and debug subjects for tests outside production).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE payment_channel_config (
      id bigserial PRIMARY KEY,
      merchant_id bigint REFERENCES merchant (id),
      channel text NOT NULL,
      methods text[] NOT NULL,
      currency text NOT NULL DEFAULT 'CNY' CHECK (currency IN ('CNY', 'HKD', 'MOP')),
      enabled boolean NOT NULL DEFAULT true,
      settings jsonb NOT NULL DEFAULT '{}',
      secret_ref text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // merchant_id NULL is the platform's own account (challenge payments).
  await sql`
    CREATE UNIQUE INDEX payment_channel_config_key ON payment_channel_config (coalesce(merchant_id, 0), channel)
  `.execute(db);

  await sql`
    CREATE TABLE payment_transaction (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('PAYMENT', 'REFUND')),
      status text NOT NULL CHECK (status IN ('INIT', 'PENDING', 'SUCCESS', 'FAIL', 'WAIT_PAYOUT', 'SETTLED')),
      purpose text NOT NULL,
      subject_id bigint NOT NULL,
      merchant_id bigint REFERENCES merchant (id),
      store_id bigint REFERENCES store (id),
      channel text NOT NULL,
      method text NOT NULL,
      channel_config_id bigint REFERENCES payment_channel_config (id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL CHECK (currency IN ('CNY', 'HKD', 'MOP')),
      description text NOT NULL DEFAULT '',
      transaction_no text NOT NULL UNIQUE,
      provider_transaction_id text,
      payment_transaction_id bigint REFERENCES payment_transaction (id),
      refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      refunding_amount bigint NOT NULL DEFAULT 0 CHECK (refunding_amount >= 0),
      payer_user_id bigint REFERENCES app_user (id),
      payer_session_id bigint REFERENCES user_session (id),
      payer_account text NOT NULL DEFAULT '',
      operator_user_id bigint REFERENCES app_user (id),
      offline_kind text CHECK (offline_kind IN ('CASH', 'CARD')),
      pay_params jsonb,
      notify_base_url text NOT NULL DEFAULT '',
      expire_time timestamptz,
      success_time timestamptz,
      failure_reason text NOT NULL DEFAULT '',
      anomaly text CHECK (anomaly IN ('AMOUNT_MISMATCH', 'CURRENCY_MISMATCH', 'PAID_AFTER_CLOSE')),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'REFUND') = (payment_transaction_id IS NOT NULL)),
      -- A payment never gives back more than it took, counting refunds under way.
      CHECK (refunded_amount + refunding_amount <= amount)
    )`.execute(db);
  // One channel id is credited once: a replayed notification cannot make a second payment.
  await sql`
    CREATE UNIQUE INDEX payment_transaction_provider_id ON payment_transaction (channel, kind, provider_transaction_id)
    WHERE provider_transaction_id IS NOT NULL
  `.execute(db);
  await sql`CREATE INDEX payment_transaction_subject_idx ON payment_transaction (purpose, subject_id)`.execute(db);
  await sql`CREATE INDEX payment_transaction_payer_idx ON payment_transaction (payer_user_id, id)`.execute(db);
  await sql`CREATE INDEX payment_transaction_store_idx ON payment_transaction (store_id, id)`.execute(db);
  await sql`CREATE INDEX payment_transaction_refund_idx ON payment_transaction (payment_transaction_id)`.execute(db);
  await sql`
    CREATE INDEX payment_transaction_open_idx ON payment_transaction (update_time) WHERE status IN ('INIT', 'PENDING')
  `.execute(db);

  await sql`
    CREATE TABLE payment_notification (
      id bigserial PRIMARY KEY,
      channel text NOT NULL,
      event_id text NOT NULL,
      transaction_no text NOT NULL DEFAULT '',
      outcome text NOT NULL,
      received_count integer NOT NULL DEFAULT 1,
      first_received_time timestamptz NOT NULL,
      last_received_time timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX payment_notification_event ON payment_notification (channel, event_id)`.execute(db);

  await sql`
    CREATE TABLE payment_challenge (
      id bigserial PRIMARY KEY,
      session_id bigint NOT NULL REFERENCES user_session (id),
      user_id bigint REFERENCES app_user (id),
      status text NOT NULL DEFAULT 'WAIT_PAYMENT' CHECK (status IN ('WAIT_PAYMENT', 'PASSED', 'EXPIRED')),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      expire_time timestamptz NOT NULL,
      pass_time timestamptz,
      payer_account text NOT NULL DEFAULT '',
      payment_transaction_id bigint REFERENCES payment_transaction (id),
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX payment_challenge_open ON payment_challenge (session_id) WHERE status = 'WAIT_PAYMENT'
  `.execute(db);

  await sql`
    CREATE TABLE payment_debug_subject (
      id bigserial PRIMARY KEY,
      merchant_id bigint REFERENCES merchant (id),
      store_id bigint REFERENCES store (id),
      payer_user_id bigint REFERENCES app_user (id),
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL DEFAULT 'CNY',
      description text NOT NULL DEFAULT '',
      expire_time timestamptz,
      status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'PAID', 'CLOSED')),
      accepted_payments integer NOT NULL DEFAULT 0,
      refunded_amount bigint NOT NULL DEFAULT 0,
      failed_refunds integer NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'payment_debug_subject',
    'payment_challenge',
    'payment_notification',
    'payment_transaction',
    'payment_channel_config',
  ]) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
