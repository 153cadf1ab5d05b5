import { sql, type Kysely } from 'kysely';

// Staff app: the booking board shows changes made on other devices
// within seconds by polling a version of one store's business date. Every
// insert or update of an order or a table hold takes a fresh number from one
// sequence (by trigger, so no write path can forget); the day's version is the
// count and the sum of those numbers. A sequence never blocks and never rolls
// back, so this adds no lock between concurrent changes of one day; the sum
// (not the max) also catches a change that commits after a later-numbered one.
const TABLES = ['booking_order', 'table_occupancy'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE SEQUENCE booking_board_seq`.execute(db);
  await sql`
    CREATE FUNCTION booking_board_touch() RETURNS trigger AS $$
    BEGIN
      NEW.board_seq := nextval('booking_board_seq');
      RETURN NEW;
    END $$ LANGUAGE plpgsql`.execute(db);
  for (const table of TABLES) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN board_seq bigint NOT NULL DEFAULT 0`.execute(db);
    await sql`
      CREATE TRIGGER ${sql.raw(`${table}_board_touch`)} BEFORE INSERT OR UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION booking_board_touch()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_board_touch`)} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS board_seq`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS booking_board_touch()`.execute(db);
  await sql`DROP SEQUENCE IF EXISTS booking_board_seq`.execute(db);
}
