import { sql, type Kysely } from 'kysely';

// At the door a diner may show a ticket's own code instead of its dynamic one:
// each voucher gets 8 secret digits (its code reads T<id>-<digits>), drawn
// from gen_random_uuid() (a strong random source; random() is not) for every
// existing voucher and each new one. Redemptions and their undoing by a
// manager are logged per voucher.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ticketing_voucher ADD COLUMN code_digits text NOT NULL
      DEFAULT lpad((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint % 100000000)::text, 8, '0')
  `.execute(db);
  await sql`
    CREATE TABLE ticketing_voucher_log (
      id bigserial PRIMARY KEY,
      voucher_id bigint NOT NULL REFERENCES ticketing_voucher (id),
      store_id bigint NOT NULL,
      action text NOT NULL CHECK (action IN ('VERIFY', 'UNDO_VERIFY')),
      outside_window boolean NOT NULL DEFAULT false,
      staff_user_id bigint NOT NULL,
      reason text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ticketing_voucher_log_voucher ON ticketing_voucher_log (voucher_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ticketing_voucher_log`.execute(db);
  await sql`ALTER TABLE ticketing_voucher DROP COLUMN code_digits`.execute(db);
}
