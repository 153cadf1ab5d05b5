import { sql, type Kysely } from 'kysely';

// Messages (docs/messages.md): conversations with a gapless per-conversation
// sequence, their members with read state, the messages, and one-use socket
// tickets.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE im_conversation (
      id bigserial PRIMARY KEY,
      type text NOT NULL CHECK (type IN ('SINGLE', 'GROUP')),
      -- SINGLE: the two member keys in order ("STORE:5|USER:3"), one conversation per pair.
      single_key text,
      -- GROUP: what it is about (FEAST and the feast id), one group per subject.
      subject_type text NOT NULL DEFAULT '',
      subject_id bigint NOT NULL DEFAULT 0,
      title text NOT NULL DEFAULT '',
      last_seq bigint NOT NULL DEFAULT 0,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CHECK ((type = 'SINGLE') = (single_key IS NOT NULL))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX im_conversation_single_key ON im_conversation (single_key)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX im_conversation_subject_key ON im_conversation (subject_type, subject_id)
    WHERE type = 'GROUP'`.execute(db);

  await sql`
    CREATE TABLE im_member (
      conversation_id bigint NOT NULL REFERENCES im_conversation (id),
      member_key text NOT NULL,
      member_type text NOT NULL,
      member_id bigint NOT NULL DEFAULT 0,
      last_read_seq bigint NOT NULL DEFAULT 0,
      join_time timestamptz NOT NULL DEFAULT now(),
      delete_time timestamptz,
      PRIMARY KEY (conversation_id, member_key)
    )`.execute(db);
  // The inbox: a member's live conversations.
  await sql`CREATE INDEX im_member_key_idx ON im_member (member_key, conversation_id) WHERE delete_time IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE im_message (
      id bigserial PRIMARY KEY,
      conversation_id bigint NOT NULL REFERENCES im_conversation (id),
      seq bigint NOT NULL,
      type text NOT NULL CHECK (type IN ('TEXT', 'IMAGE', 'EVENT', 'BOOKING_ORDER_INTENTION')),
      sender_key text NOT NULL,
      -- The person who typed it (a staff member answering as the store); never shown to others.
      sender_user_id bigint REFERENCES app_user (id),
      text text NOT NULL DEFAULT '',
      image jsonb,
      event jsonb,
      intention jsonb,
      client_message_id text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      UNIQUE (conversation_id, seq)
    )`.execute(db);
  await sql`
    CREATE UNIQUE INDEX im_message_client_key ON im_message (conversation_id, sender_key, client_message_id)
    WHERE client_message_id <> ''`.execute(db);
  // The flood check counts a sender's recent messages.
  await sql`CREATE INDEX im_message_sender_time_idx ON im_message (sender_user_id, create_time)`.execute(db);

  await sql`
    CREATE TABLE im_socket_ticket (
      ticket_hash text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id),
      session_id bigint NOT NULL REFERENCES user_session (id),
      expire_time timestamptz NOT NULL,
      use_time timestamptz
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS im_socket_ticket`.execute(db);
  await sql`DROP TABLE IF EXISTS im_message`.execute(db);
  await sql`DROP TABLE IF EXISTS im_member`.execute(db);
  await sql`DROP TABLE IF EXISTS im_conversation`.execute(db);
}
