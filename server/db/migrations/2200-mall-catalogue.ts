import { sql, type Kysely } from 'kysely';

// The mall's catalogue per merchant (products, specs and values, SKUs, sale
// plans), the stock of each SKU and each day of a daily-sold SKU, and the
// diners' delivery addresses. The database itself refuses an oversold stock
// (CHECK sold_count <= stock), deleting a spec that has values or a sale plan
// that has SKUs (foreign keys without cascade), and a second default address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mall_product (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      title text NOT NULL,
      subtitle text NOT NULL DEFAULT '',
      description text NOT NULL DEFAULT '',
      cover jsonb,
      carousel jsonb NOT NULL DEFAULT '[]',
      quick_code text NOT NULL DEFAULT '',
      weight integer NOT NULL DEFAULT 0 CHECK (weight >= 0),
      type text NOT NULL CHECK (type IN ('ORDER', 'SET_MENU')),
      stock_mode text NOT NULL CHECK (stock_mode IN ('REAL', 'VIRTUAL')),
      sale_mode text NOT NULL CHECK (sale_mode IN ('NORMAL', 'DAILY')),
      status text NOT NULL CHECK (status IN ('LISTED', 'UNLISTED')),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX mall_product_merchant ON mall_product (merchant_id, status, id)`.execute(db);
  await sql`
    CREATE TABLE mall_sale_plan (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      name text NOT NULL,
      stock_mode text NOT NULL CHECK (stock_mode IN ('REAL', 'VIRTUAL')),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX mall_sale_plan_merchant ON mall_sale_plan (merchant_id, id)`.execute(db);
  await sql`
    CREATE TABLE mall_spec (
      id bigserial PRIMARY KEY,
      product_id bigint NOT NULL REFERENCES mall_product (id),
      name text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX mall_spec_product ON mall_spec (product_id, id)`.execute(db);
  await sql`
    CREATE TABLE mall_spec_value (
      id bigserial PRIMARY KEY,
      spec_id bigint NOT NULL REFERENCES mall_spec (id),
      value text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX mall_spec_value_spec ON mall_spec_value (spec_id, id)`.execute(db);
  await sql`
    CREATE TABLE mall_sku (
      id bigserial PRIMARY KEY,
      product_id bigint NOT NULL REFERENCES mall_product (id),
      price bigint NOT NULL CHECK (price >= 0),
      status text NOT NULL CHECK (status IN ('LISTED', 'UNLISTED')),
      sale_plan_id bigint REFERENCES mall_sale_plan (id),
      stock integer NOT NULL DEFAULT 0,
      sold_count integer NOT NULL DEFAULT 0,
      min_quantity integer NOT NULL DEFAULT 1 CHECK (min_quantity >= 1),
      max_quantity integer NOT NULL DEFAULT 0 CHECK (max_quantity = 0 OR max_quantity >= min_quantity),
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mall_sku_not_oversold CHECK (sold_count >= 0 AND sold_count <= stock)
    )`.execute(db);
  await sql`CREATE INDEX mall_sku_product ON mall_sku (product_id, id)`.execute(db);
  await sql`CREATE INDEX mall_sku_sale_plan ON mall_sku (sale_plan_id) WHERE sale_plan_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE mall_sku_spec_value (
      sku_id bigint NOT NULL REFERENCES mall_sku (id) ON DELETE CASCADE,
      spec_value_id bigint NOT NULL REFERENCES mall_spec_value (id),
      PRIMARY KEY (sku_id, spec_value_id)
    )`.execute(db);
  await sql`CREATE INDEX mall_sku_spec_value_value ON mall_sku_spec_value (spec_value_id)`.execute(db);
  // A daily-sold SKU's count for one business date, made on the first sale of that date.
  await sql`
    CREATE TABLE mall_sku_day_stock (
      sku_id bigint NOT NULL REFERENCES mall_sku (id) ON DELETE CASCADE,
      sale_date text NOT NULL CHECK (sale_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      stock integer NOT NULL,
      sold_count integer NOT NULL DEFAULT 0,
      PRIMARY KEY (sku_id, sale_date),
      CONSTRAINT mall_sku_day_stock_not_oversold CHECK (sold_count >= 0 AND sold_count <= stock)
    )`.execute(db);
  await sql`
    CREATE TABLE mall_delivery_address (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES app_user (id),
      province text NOT NULL,
      city text NOT NULL,
      district text NOT NULL,
      detail text NOT NULL,
      contact text NOT NULL,
      phone_region_code text NOT NULL,
      phone text NOT NULL,
      is_default boolean NOT NULL DEFAULT false,
      self_delivery boolean NOT NULL DEFAULT false,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX mall_delivery_address_user ON mall_delivery_address (user_id, id)`.execute(db);
  await sql`CREATE UNIQUE INDEX mall_delivery_address_one_default ON mall_delivery_address (user_id) WHERE is_default`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE mall_delivery_address`.execute(db);
  await sql`DROP TABLE mall_sku_day_stock`.execute(db);
  await sql`DROP TABLE mall_sku_spec_value`.execute(db);
  await sql`DROP TABLE mall_sku`.execute(db);
  await sql`DROP TABLE mall_spec_value`.execute(db);
  await sql`DROP TABLE mall_spec`.execute(db);
  await sql`DROP TABLE mall_sale_plan`.execute(db);
  await sql`DROP TABLE mall_product`.execute(db);
}
