import { sql, type Kysely } from 'kysely';

// Durable background work (deposit expiry, auto-accept, reconciliation):
// enqueued in the transaction of the change that causes it, claimed with
// FOR UPDATE SKIP LOCKED so each job runs on one instance at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE job (
      id bigserial PRIMARY KEY,
      kind text NOT NULL,
      payload jsonb NOT NULL DEFAULT '{}',
      run_at timestamptz NOT NULL,
      locked_until timestamptz,
      attempts integer NOT NULL DEFAULT 0,
      max_attempts integer NOT NULL DEFAULT 10,
      dedupe_key text,
      last_error text,
      done_time timestamptz,
      failed boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX job_due_idx ON job (run_at) WHERE done_time IS NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX job_dedupe_key ON job (dedupe_key) WHERE done_time IS NULL AND dedupe_key IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE job`.execute(db);
}
