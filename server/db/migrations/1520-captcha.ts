import { sql, type Kysely } from 'kysely';

// Captcha questions asked before an SMS code is sent to a phone (or from a
// device or address) that failed or asked too often. The answer and the pass
// are stored as hashes; each question is checked once and each pass used once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE captcha_challenge (
      id bigserial PRIMARY KEY,
      token text NOT NULL UNIQUE,
      answer_hash text NOT NULL,
      expire_time timestamptz NOT NULL,
      check_time timestamptz,
      pass_hash text UNIQUE,
      pass_expire_time timestamptz,
      pass_use_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX captcha_challenge_expire ON captcha_challenge (expire_time)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE captcha_challenge`.execute(db);
}
