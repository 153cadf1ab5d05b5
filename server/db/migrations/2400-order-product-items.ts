import { sql, type Kysely } from 'kysely';

// Products of the merchant's mall catalogue served with a booking (a set
// menu, a bottle). The title, spec values and unit price are copied when the
// item is added, so a later catalogue edit leaves the order as served. They
// take no mall stock: they are served at the table, not shipped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE booking_order_product_item (
      id bigserial PRIMARY KEY,
      booking_order_id bigint NOT NULL REFERENCES booking_order (id),
      product_id bigint NOT NULL REFERENCES mall_product (id),
      sku_id bigint NOT NULL REFERENCES mall_sku (id),
      product_title text NOT NULL,
      sku_spec_text text NOT NULL DEFAULT '',
      quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 999),
      unit_price bigint NOT NULL CHECK (unit_price >= 0),
      remark text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX booking_order_product_item_order ON booking_order_product_item (booking_order_id, id)`.execute(
    db,
  );
  // A SKU on a served order must not be deleted from under it.
  await sql`CREATE INDEX booking_order_product_item_sku ON booking_order_product_item (sku_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE booking_order_product_item`.execute(db);
}
