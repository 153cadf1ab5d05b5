import { sql, type Kysely } from 'kysely';

// The answers of money-moving calls by their callers' idempotency keys, so a
// call retried after an outage answers what the first one did instead of
// acting twice (docs/booking-engine.md, Retrying money calls). A row is
// written in the transaction of the change it answers for.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_key (
      scope text NOT NULL,
      key text NOT NULL,
      call text NOT NULL,
      request_hash text NOT NULL,
      ref text,
      response bytea,
      create_time timestamptz NOT NULL,
      PRIMARY KEY (scope, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_key_create_time ON idempotency_key (create_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotency_key`.execute(db);
}
