import { sql, type Kysely } from 'kysely';

// Invitation templates: how a booking looks when the diner shares it. One
// default per store; an order may name its own. A template an order names is
// in use and cannot be deleted (the foreign key refuses it too).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE invitation_template (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL CHECK (name <> ''),
      is_default boolean NOT NULL DEFAULT false,
      theme text NOT NULL DEFAULT 'DARK',
      primary_color text NOT NULL,
      background_color text NOT NULL,
      text_color text NOT NULL,
      cover_image_url text NOT NULL DEFAULT '',
      background_image_url text NOT NULL DEFAULT '',
      image_urls text[] NOT NULL DEFAULT '{}',
      parking_image_url text NOT NULL DEFAULT '',
      greeting text NOT NULL DEFAULT '',
      show_seat boolean NOT NULL DEFAULT true,
      show_people boolean NOT NULL DEFAULT true,
      show_time boolean NOT NULL DEFAULT true,
      show_taker boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX invitation_template_default ON invitation_template (store_id) WHERE is_default`.execute(
    db,
  );
  await sql`CREATE INDEX invitation_template_store_idx ON invitation_template (store_id, id)`.execute(db);
  await sql`
    CREATE TABLE booking_order_invitation (
      booking_order_id bigint PRIMARY KEY REFERENCES booking_order (id),
      invitation_template_id bigint NOT NULL REFERENCES invitation_template (id) ON DELETE RESTRICT,
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_order_invitation_template_idx ON booking_order_invitation (invitation_template_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS booking_order_invitation`.execute(db);
  await sql`DROP TABLE IF EXISTS invitation_template`.execute(db);
}
