import { sql, type Kysely } from 'kysely';

// Parcels handed to a carrier: a SHIPPED status between CREATED (packed, or
// waiting at the store for pick-up) and DELIVERED, the carrier from a list
// (carrier_code; the typed name stays in carrier for OTHER) and when it left.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mall_shipment DROP CONSTRAINT mall_shipment_status_check`.execute(db);
  await sql`ALTER TABLE mall_shipment ADD CONSTRAINT mall_shipment_status_check
    CHECK (status IN ('CREATED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'CLOSED'))`.execute(db);
  await sql`ALTER TABLE mall_shipment ADD COLUMN carrier_code text NOT NULL DEFAULT ''`.execute(db);
  await sql`ALTER TABLE mall_shipment ADD COLUMN ship_time timestamptz`.execute(db);
  // Carriers typed before the list are kept as OTHER with their name.
  await sql`UPDATE mall_shipment SET carrier_code = 'OTHER' WHERE carrier <> '' OR tracking_number <> ''`.execute(db);
  // A delivery parcel made with a tracking number had left with its carrier.
  await sql`UPDATE mall_shipment s SET status = 'SHIPPED', ship_time = s.create_time
    FROM mall_order o WHERE o.id = s.order_id AND NOT o.self_pickup
    AND s.status = 'CREATED' AND s.tracking_number <> ''`.execute(db);
  // One without is only packed: its order still waits to be shipped.
  await sql`UPDATE mall_order o SET status = 'WAIT_SHIPPED' WHERE o.status = 'WAIT_RECEIVE' AND NOT o.self_pickup
    AND EXISTS (SELECT 1 FROM mall_shipment s WHERE s.order_id = o.id AND s.status = 'CREATED')`.execute(db);
  // On its way means with a carrier and a tracking number.
  await sql`ALTER TABLE mall_shipment ADD CONSTRAINT mall_shipment_shipped_with_carrier
    CHECK (status <> 'SHIPPED' OR (carrier_code <> '' AND tracking_number <> ''))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE mall_shipment DROP CONSTRAINT mall_shipment_shipped_with_carrier`.execute(db);
  await sql`UPDATE mall_shipment SET status = 'CREATED' WHERE status = 'SHIPPED'`.execute(db);
  await sql`ALTER TABLE mall_shipment DROP CONSTRAINT mall_shipment_status_check`.execute(db);
  await sql`ALTER TABLE mall_shipment ADD CONSTRAINT mall_shipment_status_check
    CHECK (status IN ('CREATED', 'DELIVERED', 'RECEIVED', 'CLOSED'))`.execute(db);
  await sql`ALTER TABLE mall_shipment DROP COLUMN ship_time`.execute(db);
  await sql`ALTER TABLE mall_shipment DROP COLUMN carrier_code`.execute(db);
}
