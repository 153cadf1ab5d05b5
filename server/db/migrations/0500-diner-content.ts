import { sql, type Kysely } from 'kysely';

// diner app: where stores are (for distances and the maps link),
// store menus and articles, and the share tokens of booking orders.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE store
      ADD COLUMN latitude double precision NOT NULL DEFAULT 0,
      ADD COLUMN longitude double precision NOT NULL DEFAULT 0
  `.execute(db);

  await sql`
    CREATE TABLE store_menu (
      id bigserial PRIMARY KEY,
      store_id bigint NOT NULL REFERENCES store (id),
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      kind text NOT NULL CHECK (kind IN ('ORDER', 'SET_MENU')),
      price bigint NOT NULL DEFAULT 0 CHECK (price >= 0),
      cover jsonb,
      images jsonb NOT NULL DEFAULT '[]',
      items jsonb NOT NULL DEFAULT '[]',
      sort integer NOT NULL DEFAULT 0,
      hidden boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX store_menu_store_idx ON store_menu (store_id, sort)`.execute(db);

  await sql`
    CREATE TABLE article (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      store_id bigint REFERENCES store (id),
      type text NOT NULL CHECK (type IN ('ARTICLE', 'LINK', 'VIDEO')),
      category text NOT NULL CHECK (category IN ('NEWS', 'BRAND_STORY')),
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      cover jsonb,
      content text NOT NULL DEFAULT '',
      images jsonb NOT NULL DEFAULT '[]',
      url text NOT NULL DEFAULT '',
      publish_time timestamptz NOT NULL DEFAULT now(),
      hidden boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX article_merchant_idx ON article (merchant_id, publish_time DESC)`.execute(db);

  // One random token per shared order: booking codes and ids are guessable,
  // a share link must not be.
  await sql`
    CREATE TABLE booking_order_share (
      booking_order_id bigint PRIMARY KEY REFERENCES booking_order (id),
      token text NOT NULL UNIQUE,
      create_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['booking_order_share', 'article', 'store_menu']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`ALTER TABLE store DROP COLUMN IF EXISTS latitude, DROP COLUMN IF EXISTS longitude`.execute(db);
}
