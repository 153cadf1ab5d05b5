import { sql, type Kysely } from 'kysely';

// The group-buying vouchers staff used from the app (docs/group-buying.md):
// the platform keeps each voucher's state, the store keeps who used which
// voucher when, what an undo needs (Douyin's verify and certificate ids),
// and whether it was undone. One row per voucher used.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE group_buy_voucher_use (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id) ON DELETE CASCADE,
      platform text NOT NULL,
      code text NOT NULL,
      deal_id text NOT NULL DEFAULT '',
      title text NOT NULL DEFAULT '',
      price bigint NOT NULL DEFAULT 0,
      currency text NOT NULL DEFAULT '',
      order_id text NOT NULL DEFAULT '',
      verify_id text NOT NULL DEFAULT '',
      certificate_id text NOT NULL DEFAULT '',
      request_id text NOT NULL,
      -- which voucher of the attempt: two answers to one attempt record it once
      seq integer NOT NULL DEFAULT 0,
      staff_user_id bigint,
      staff_name text NOT NULL DEFAULT '',
      use_time timestamptz NOT NULL,
      undo_time timestamptz
    )`.execute(db);
  await sql`CREATE INDEX group_buy_voucher_use_store ON group_buy_voucher_use (store_id, id DESC)`.execute(db);
  await sql`CREATE UNIQUE INDEX group_buy_voucher_use_request ON group_buy_voucher_use (store_id, request_id, seq)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE group_buy_voucher_use`.execute(db);
}
