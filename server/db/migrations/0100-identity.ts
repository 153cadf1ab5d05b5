import { sql, type Kysely } from 'kysely';

// Identity: logins through providers, SMS verification codes,
// redirect-login states and used codes, session passports, user diners, and
// what users and sessions need to know about them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE app_user
      ADD COLUMN phone_verify_time timestamptz,
      ADD COLUMN merged_into_user_id bigint REFERENCES app_user (id)
  `.execute(db);
  // Nicknames are unique regardless of case (spec section 5: 'already exists').
  await sql`CREATE UNIQUE INDEX app_user_nickname_key ON app_user (lower(nickname)) WHERE nickname <> ''`.execute(db);

  // A login at a provider app: WeChat openid, Alipay user id, ...
  await sql`
    CREATE TABLE user_identity (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id),
      provider_type text NOT NULL,
      provider_app_id text NOT NULL,
      open_id text NOT NULL,
      union_id text NOT NULL DEFAULT '',
      nickname text NOT NULL DEFAULT '',
      avatar_url text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (provider_type, provider_app_id, open_id)
    )`.execute(db);
  await sql`CREATE INDEX user_identity_user_idx ON user_identity (user_id)`.execute(db);
  await sql`CREATE INDEX user_identity_union_idx ON user_identity (union_id) WHERE union_id <> ''`.execute(db);

  await sql`
    ALTER TABLE user_session
      ADD COLUMN login_provider text NOT NULL DEFAULT '',
      ADD COLUMN identity_id bigint REFERENCES user_identity (id)
  `.execute(db);

  // Codes are stored salted and hashed; the plain code only ever exists in
  // the SMS (and the development outbox, in memory).
  await sql`
    CREATE TABLE sms_verification (
      id bigserial PRIMARY KEY,
      purpose text NOT NULL,
      phone_region_code text NOT NULL,
      phone text NOT NULL,
      code_hash text NOT NULL,
      salt text NOT NULL,
      device_id text NOT NULL DEFAULT '',
      address text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL,
      expire_time timestamptz NOT NULL,
      failed_attempts integer NOT NULL DEFAULT 0,
      consume_time timestamptz,
      send_failed boolean NOT NULL DEFAULT false
    )`.execute(db);
  await sql`CREATE INDEX sms_verification_phone_idx ON sms_verification (phone_region_code, phone, create_time)`.execute(
    db,
  );
  await sql`CREATE INDEX sms_verification_device_idx ON sms_verification (device_id, create_time) WHERE device_id <> ''`.execute(
    db,
  );
  await sql`CREATE INDEX sms_verification_address_idx ON sms_verification (address, create_time)`.execute(db);

  // The state a redirect login (official account, website app) carries.
  await sql`
    CREATE TABLE login_state (
      state_hash text PRIMARY KEY,
      provider_type text NOT NULL,
      provider_app_id text NOT NULL,
      device_id text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL,
      expire_time timestamptz NOT NULL,
      use_time timestamptz
    )`.execute(db);

  // Provider codes already exchanged, kept for a day (spec section 9), so a
  // reused code is refused as 'code already used' without asking the provider.
  await sql`
    CREATE TABLE used_login_code (
      provider_type text NOT NULL,
      provider_app_id text NOT NULL,
      code_hash text NOT NULL,
      use_time timestamptz NOT NULL,
      PRIMARY KEY (provider_type, provider_app_id, code_hash)
    )`.execute(db);
  await sql`CREATE INDEX used_login_code_time_idx ON used_login_code (use_time)`.execute(db);

  await sql`
    CREATE TABLE session_passport (
      id bigserial PRIMARY KEY,
      code_hash text NOT NULL UNIQUE,
      session_id bigint NOT NULL REFERENCES user_session (id),
      user_id bigint NOT NULL REFERENCES app_user (id),
      create_time timestamptz NOT NULL,
      expire_time timestamptz NOT NULL,
      use_time timestamptz
    )`.execute(db);

  await sql`
    CREATE TABLE user_diner (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id),
      last_name text NOT NULL DEFAULT '',
      first_name text NOT NULL DEFAULT '',
      title text NOT NULL DEFAULT 'UNKNOWN',
      gender text NOT NULL DEFAULT '',
      preferred_language text NOT NULL DEFAULT '',
      phone_region_code text NOT NULL,
      phone text NOT NULL,
      email text NOT NULL DEFAULT '',
      wechat_id text NOT NULL DEFAULT '',
      birthday date,
      wedding_anniversary date,
      diet_preference text NOT NULL DEFAULT '',
      diet_taboo text NOT NULL DEFAULT '',
      other_requirements text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      contact_list jsonb NOT NULL DEFAULT '[]',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX user_diner_user_idx ON user_diner (user_id, update_time DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['user_diner', 'session_passport', 'used_login_code', 'login_state', 'sms_verification']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE user_session DROP COLUMN identity_id, DROP COLUMN login_provider`.execute(db);
  await sql`DROP TABLE IF EXISTS user_identity`.execute(db);
  await sql`DROP INDEX IF EXISTS app_user_nickname_key`.execute(db);
  await sql`ALTER TABLE app_user DROP COLUMN merged_into_user_id, DROP COLUMN phone_verify_time`.execute(db);
}
