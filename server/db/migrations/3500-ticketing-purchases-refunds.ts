import { sql, type Kysely } from 'kysely';

// A diner buys several tickets at once and pays once: the vouchers of one
// purchase share its id (the first voucher's), which is the payment's subject.
// Vouchers bought before stand alone, each its own purchase, and so does one
// inserted without a purchase (a trigger gives it its own id). An event may let
// its diners cancel a paid ticket not yet used, until a deadline if it sets one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ticketing_voucher ADD COLUMN purchase_id bigint`.execute(db);
  await sql`UPDATE ticketing_voucher SET purchase_id = id`.execute(db);
  await sql`ALTER TABLE ticketing_voucher ALTER COLUMN purchase_id SET NOT NULL`.execute(db);
  await sql`
    CREATE FUNCTION ticketing_voucher_own_purchase() RETURNS trigger AS $$
    BEGIN
      NEW.purchase_id := COALESCE(NEW.purchase_id, NEW.id);
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`
    CREATE TRIGGER ticketing_voucher_own_purchase BEFORE INSERT ON ticketing_voucher
    FOR EACH ROW EXECUTE FUNCTION ticketing_voucher_own_purchase()`.execute(db);
  await sql`CREATE INDEX ticketing_voucher_purchase ON ticketing_voucher (purchase_id, id)`.execute(db);
  await sql`ALTER TABLE ticketing_event
    ADD COLUMN diner_refundable boolean NOT NULL DEFAULT false,
    ADD COLUMN diner_refund_deadline timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ticketing_event DROP COLUMN diner_refund_deadline, DROP COLUMN diner_refundable`.execute(db);
  await sql`DROP INDEX ticketing_voucher_purchase`.execute(db);
  await sql`DROP TRIGGER ticketing_voucher_own_purchase ON ticketing_voucher`.execute(db);
  await sql`DROP FUNCTION ticketing_voucher_own_purchase()`.execute(db);
  await sql`ALTER TABLE ticketing_voucher DROP COLUMN purchase_id`.execute(db);
}
