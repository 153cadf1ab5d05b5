import { sql, type Kysely } from 'kysely';

// Mall orders, their items (snapshots taken at checkout), shipments and their
// lines, and each store's seller mall config. The database itself refuses an
// item shipped beyond its quantity, a shipment line without a delivery
// quantity and a config that neither delivers nor offers pick-up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE mall_store_config (
      store_id bigint PRIMARY KEY REFERENCES store (id),
      timezone text NOT NULL,
      delivery_enabled boolean NOT NULL,
      self_pickup_enabled boolean NOT NULL,
      auto_receive_days integer NOT NULL CHECK (auto_receive_days BETWEEN 1 AND 30),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mall_store_config_hands_over CHECK (delivery_enabled OR self_pickup_enabled)
    )`.execute(db);
  await sql`
    CREATE TABLE mall_order (
      id bigserial PRIMARY KEY,
      merchant_id bigint NOT NULL REFERENCES merchant (id),
      store_id bigint NOT NULL REFERENCES store (id),
      user_id bigint NOT NULL REFERENCES app_user (id),
      status text NOT NULL CHECK (status IN ('WAIT_PAYMENT', 'WAIT_SELLER_CONFIRM', 'WAIT_SHIPPED',
        'WAIT_RECEIVE', 'WAIT_BUYER_CONFIRM_RECEIVE', 'FINISHED', 'CLOSED')),
      close_reason text NOT NULL DEFAULT '' CHECK (close_reason IN ('', 'PAYMENT_FAIL', 'SELLER_REJECT',
        'BUYER_CANCEL', 'SELLER_CANCEL')),
      close_note text NOT NULL DEFAULT '',
      remark text NOT NULL DEFAULT '',
      address jsonb NOT NULL,
      self_pickup boolean NOT NULL,
      total_amount bigint NOT NULL CHECK (total_amount >= 0),
      refunded_amount bigint NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
      currency text NOT NULL,
      timezone text NOT NULL,
      payment_expire_time timestamptz NOT NULL,
      pay_time timestamptz,
      confirm_time timestamptz,
      finish_time timestamptz,
      close_time timestamptz,
      auto_receive_time timestamptz,
      create_time timestamptz NOT NULL DEFAULT now(),
      update_time timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT mall_order_closed_with_reason CHECK ((status = 'CLOSED') = (close_reason <> ''))
    )`.execute(db);
  await sql`CREATE INDEX mall_order_user ON mall_order (user_id, id)`.execute(db);
  await sql`CREATE INDEX mall_order_store ON mall_order (store_id, status, id)`.execute(db);
  await sql`
    CREATE TABLE mall_order_item (
      id bigserial PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES mall_order (id),
      product_id bigint NOT NULL REFERENCES mall_product (id),
      sku_id bigint NOT NULL REFERENCES mall_sku (id),
      product_title text NOT NULL,
      cover jsonb,
      spec_text text NOT NULL DEFAULT '',
      unit_price bigint NOT NULL CHECK (unit_price >= 0),
      quantity integer NOT NULL CHECK (quantity >= 1),
      amount bigint NOT NULL CHECK (amount >= 0),
      shipped_quantity integer NOT NULL DEFAULT 0,
      stock_mode text NOT NULL CHECK (stock_mode IN ('REAL', 'VIRTUAL')),
      sale_mode text NOT NULL CHECK (sale_mode IN ('NORMAL', 'DAILY')),
      sale_date text,
      CONSTRAINT mall_order_item_not_overshipped CHECK (shipped_quantity BETWEEN 0 AND quantity)
    )`.execute(db);
  await sql`CREATE INDEX mall_order_item_order ON mall_order_item (order_id, id)`.execute(db);
  await sql`
    CREATE TABLE mall_shipment (
      id bigserial PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES mall_order (id),
      status text NOT NULL CHECK (status IN ('CREATED', 'DELIVERED', 'RECEIVED', 'CLOSED')),
      carrier text NOT NULL DEFAULT '',
      tracking_number text NOT NULL DEFAULT '',
      create_time timestamptz NOT NULL DEFAULT now(),
      deliver_time timestamptz,
      receive_time timestamptz,
      close_time timestamptz
    )`.execute(db);
  await sql`CREATE INDEX mall_shipment_order ON mall_shipment (order_id, id)`.execute(db);
  await sql`
    CREATE TABLE mall_shipment_line (
      shipment_id bigint NOT NULL REFERENCES mall_shipment (id),
      order_item_id bigint NOT NULL REFERENCES mall_order_item (id),
      delivery_quantity integer NOT NULL CHECK (delivery_quantity >= 1),
      PRIMARY KEY (shipment_id, order_item_id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mall_shipment_line', 'mall_shipment', 'mall_order_item', 'mall_order', 'mall_store_config']) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
