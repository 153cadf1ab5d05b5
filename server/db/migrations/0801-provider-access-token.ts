import { sql, type Kysely } from 'kysely';

// App-level access tokens of outside providers (WeChat's stable token), kept
// where every server instance reads them, so instances share one token
// instead of each fetching its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE provider_access_token (
      provider text NOT NULL,
      app_id text NOT NULL,
      token text NOT NULL,
      expires_at timestamptz NOT NULL,
      update_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, app_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE provider_access_token`.execute(db);
}
