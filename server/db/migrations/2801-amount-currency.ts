import { sql, type Kysely } from 'kysely';

// Bookings, feasts (and their participants' deposits) and ticketing keep the currency their amounts are in, as
// mall orders and payments already do: the store's (migration 2800), copied
// on insert by the database so no insert path can leave it out or guess it.
const TABLES = ['booking_order', 'feast', 'ticketing_event', 'ticketing_voucher'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION amount_currency_of_store() RETURNS trigger AS $$
    BEGIN
      SELECT s.currency INTO NEW.currency FROM store s WHERE s.id = NEW.store_id;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN currency text NOT NULL DEFAULT 'CNY'
      CHECK (currency IN ('CNY', 'HKD', 'MOP'))`.execute(db);
    await sql`UPDATE ${sql.table(table)} t SET currency = s.currency FROM store s WHERE s.id = t.store_id`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_currency`)} BEFORE INSERT ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION amount_currency_of_store()`.execute(db);
  }
  // A participant's deposit is in its feast's currency.
  await sql`
    CREATE FUNCTION participant_currency_of_feast() RETURNS trigger AS $$
    BEGIN
      SELECT f.currency INTO NEW.currency FROM feast f WHERE f.id = NEW.feast_id;
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  await sql`ALTER TABLE feast_participant ADD COLUMN currency text NOT NULL DEFAULT 'CNY'
    CHECK (currency IN ('CNY', 'HKD', 'MOP'))`.execute(db);
  await sql`UPDATE feast_participant p SET currency = f.currency FROM feast f WHERE f.id = p.feast_id`.execute(db);
  await sql`
    CREATE TRIGGER feast_participant_currency BEFORE INSERT ON feast_participant
    FOR EACH ROW EXECUTE FUNCTION participant_currency_of_feast()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER feast_participant_currency ON feast_participant`.execute(db);
  await sql`ALTER TABLE feast_participant DROP COLUMN currency`.execute(db);
  await sql`DROP FUNCTION participant_currency_of_feast()`.execute(db);
  for (const table of TABLES) {
    await sql`DROP TRIGGER ${sql.raw(`${table}_currency`)} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN currency`.execute(db);
  }
  await sql`DROP FUNCTION amount_currency_of_store()`.execute(db);
}
