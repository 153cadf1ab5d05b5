import { sql, type Kysely } from 'kysely';

// The sandbox channel's own books. It plays the channel's side (orders,
// refunds) in our database so it survives restarts and works across
// instances; our payment tables never read these.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sandbox_payment_order (
      id bigserial PRIMARY KEY,
      order_no text NOT NULL UNIQUE,
      out_trade_no text NOT NULL UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0),
      currency text NOT NULL,
      description text NOT NULL DEFAULT '',
      expire_time timestamptz,
      notify_url text NOT NULL,
      return_url text NOT NULL DEFAULT '',
      status text NOT NULL DEFAULT 'WAIT_PAY' CHECK (status IN ('WAIT_PAY', 'PAID', 'FAILED', 'CLOSED')),
      payer_account text NOT NULL DEFAULT '',
      paid_time timestamptz,
      refunded_amount bigint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      CHECK (refunded_amount <= amount)
    )`.execute(db);
  await sql`
    CREATE TABLE sandbox_payment_refund (
      id bigserial PRIMARY KEY,
      refund_no text NOT NULL UNIQUE,
      order_id bigint NOT NULL REFERENCES sandbox_payment_order (id),
      out_refund_no text NOT NULL UNIQUE,
      amount bigint NOT NULL CHECK (amount > 0),
      notify_url text NOT NULL,
      status text NOT NULL DEFAULT 'PROCESSING' CHECK (status IN ('PROCESSING', 'SUCCESS', 'FAILED')),
      success_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS sandbox_payment_refund`.execute(db);
  await sql`DROP TABLE IF EXISTS sandbox_payment_order`.execute(db);
}
