import { sql, type Kysely } from 'kysely';

// The client config editor: client_config.body stays what the apps load (the
// published edition); the draft being edited sits beside it until published,
// and every published edition is kept so an administrator can see what went
// out when. New branded configs take ids from a sequence well above the
// seeds' fixed ids.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE client_config
      ADD COLUMN draft_body jsonb,
      ADD COLUMN draft_revision integer NOT NULL DEFAULT 0,
      ADD COLUMN version integer NOT NULL DEFAULT 0,
      ADD COLUMN publish_time timestamptz`.execute(db);
  await sql`CREATE INDEX client_config_owner ON client_config (owner_type, owner_id)`.execute(db);
  await sql`CREATE SEQUENCE client_config_id_seq START 1000`.execute(db);
  await sql`
    CREATE TABLE client_config_version (
      config_id bigint NOT NULL REFERENCES client_config (id),
      version integer NOT NULL,
      body jsonb NOT NULL,
      published_by bigint NOT NULL,
      publish_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (config_id, version)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE client_config_version`.execute(db);
  await sql`DROP SEQUENCE client_config_id_seq`.execute(db);
  await sql`DROP INDEX client_config_owner`.execute(db);
  await sql`
    ALTER TABLE client_config
      DROP COLUMN draft_body, DROP COLUMN draft_revision, DROP COLUMN version, DROP COLUMN publish_time`.execute(db);
}
