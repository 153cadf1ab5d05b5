import { sql, type Kysely } from 'kysely';

// An event's title and description and each ticket's name in every interface
// language, beside the text staff typed first: a diner reading in English sees
// "Burgundy Wine Dinner" where one reading Chinese sees 勃艮第葡萄酒晚宴.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ticketing_event
    ADD COLUMN intl_title jsonb NOT NULL DEFAULT '{}',
    ADD COLUMN intl_description jsonb NOT NULL DEFAULT '{}'`.execute(db);
  await sql`ALTER TABLE ticketing_event_ticket ADD COLUMN intl_name jsonb NOT NULL DEFAULT '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ticketing_event DROP COLUMN intl_title, DROP COLUMN intl_description`.execute(db);
  await sql`ALTER TABLE ticketing_event_ticket DROP COLUMN intl_name`.execute(db);
}
