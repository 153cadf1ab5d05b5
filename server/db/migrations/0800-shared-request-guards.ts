import { sql, type Kysely } from 'kysely';

// The replay guard's nonces and the rate limits' counters, shared by every
// server instance on one PostgreSQL. UNLOGGED: no write-ahead log, so each
// request's writes stay cheap; a crash or a failover to a standby empties
// them, which only forgets recent nonces and counts (docs/deploy.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE request_nonce (
      nonce text NOT NULL,
      timestamp_ms bigint NOT NULL,
      expires_at_ms bigint NOT NULL,
      PRIMARY KEY (nonce, timestamp_ms)
    )`.execute(db);
  await sql`CREATE INDEX request_nonce_expiry_idx ON request_nonce (expires_at_ms)`.execute(db);
  await sql`
    CREATE UNLOGGED TABLE rate_limit_window (
      key text PRIMARY KEY,
      window_start_ms bigint NOT NULL,
      count integer NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE rate_limit_window`.execute(db);
  await sql`DROP TABLE request_nonce`.execute(db);
}
