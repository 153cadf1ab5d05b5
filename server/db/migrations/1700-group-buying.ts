import { sql, type Kysely } from 'kysely';

// Third-party group-buying platforms (docs/group-buying.md): a store's
// binding to its platform account, the orders the platform sends, and an
// inbox of its push notifications so each is applied exactly once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE third_party_binding (
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      platform text NOT NULL,
      bound boolean NOT NULL DEFAULT true,
      platform_shop_id text NOT NULL,
      platform_shop_name text NOT NULL DEFAULT '',
      access_token text NOT NULL DEFAULT '',
      refresh_token text NOT NULL DEFAULT '',
      token_expire_time timestamptz,
      pull_cursor timestamptz,
      last_pull_time timestamptz,
      bind_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (store_id, platform)
    )`.execute(db);
  // A platform shop speaks for one of our stores at a time: notifications find their store by it.
  await sql`CREATE UNIQUE INDEX third_party_binding_shop ON third_party_binding (platform, platform_shop_id) WHERE bound`.execute(
    db,
  );
  await sql`
    CREATE TABLE third_party_order (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      platform text NOT NULL,
      platform_order_id text NOT NULL,
      status text NOT NULL CHECK (status IN ('waitPayment', 'waitProcess', 'cancelled', 'rejected', 'accepted',
        'arrived', 'notArrived', 'failed', 'appealArrived', 'appealNotArrived')),
      diner_name text NOT NULL DEFAULT '',
      diner_phone text NOT NULL DEFAULT '',
      reservation_date text NOT NULL,
      reservation_start_second integer NOT NULL DEFAULT 0,
      adult_count integer NOT NULL DEFAULT 1,
      product_name text NOT NULL DEFAULT '',
      paid_amount bigint NOT NULL DEFAULT 0,
      remark text NOT NULL DEFAULT '',
      booking_order_id bigint REFERENCES booking_order (id),
      platform_update_time timestamptz NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // Push and pull can bring the same order any number of times: it is one row.
  await sql`CREATE UNIQUE INDEX third_party_order_platform_id ON third_party_order (platform, platform_order_id)`.execute(
    db,
  );
  await sql`CREATE INDEX third_party_order_store ON third_party_order (store_id, id DESC)`.execute(db);
  // A booking answers for one platform order at most.
  await sql`CREATE UNIQUE INDEX third_party_order_booking ON third_party_order (booking_order_id) WHERE booking_order_id IS NOT NULL`.execute(
    db,
  );
  await sql`
    CREATE TABLE third_party_notification (
      id bigserial PRIMARY KEY,
      platform text NOT NULL,
      notify_key text NOT NULL,
      payload jsonb NOT NULL,
      receive_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (platform, notify_key)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE third_party_notification`.execute(db);
  await sql`DROP TABLE third_party_order`.execute(db);
  await sql`DROP TABLE third_party_binding`.execute(db);
}
