import { sql, type Kysely } from 'kysely';

// A staff member's name as the store writes it (family name, given name): the
// order log names who acted by it (common/person-name.ts joins the parts), where
// a phone's last four digits told nobody who it was.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE staff_member
      ADD COLUMN last_name text NOT NULL DEFAULT '',
      ADD COLUMN first_name text NOT NULL DEFAULT ''
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE staff_member DROP COLUMN last_name, DROP COLUMN first_name`.execute(db);
}
