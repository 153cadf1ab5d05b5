import { sql, type Kysely } from 'kysely';

// The board stamp (0600-booking-board-seq) of a new order or hold comes from
// the column's default instead of the PL/pgSQL trigger: a create wrote two
// rows per booking through that trigger, each a function call PostgreSQL
// costs more than a default. No write path names board_seq, so every insert
// still takes a fresh number; updates keep the trigger, as an UPDATE has no
// default to fall back on.
const TABLES = ['booking_order', 'table_occupancy'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const trigger = sql.raw(`${table}_board_touch`);
    await sql`DROP TRIGGER ${trigger} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN board_seq SET DEFAULT nextval('booking_board_seq')`.execute(
      db,
    );
    await sql`
      CREATE TRIGGER ${trigger} BEFORE UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION booking_board_touch()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    const trigger = sql.raw(`${table}_board_touch`);
    await sql`DROP TRIGGER ${trigger} ON ${sql.table(table)}`.execute(db);
    await sql`ALTER TABLE ${sql.table(table)} ALTER COLUMN board_seq SET DEFAULT 0`.execute(db);
    await sql`
      CREATE TRIGGER ${trigger} BEFORE INSERT OR UPDATE ON ${sql.table(table)}
      FOR EACH ROW EXECUTE FUNCTION booking_board_touch()`.execute(db);
  }
}
