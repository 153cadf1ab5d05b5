import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import { MallOrder_Status as Status, MallShipment_Status as Parcel } from '@gen/mall/v1/mall_order_pb';
import { StoreMallOrderService } from '@gen/mall/v1/store_mall_order_service_pb';
import { sql, type Kysely } from 'kysely';
import { SERVER_MESSAGE } from '@common/server-messages';
import * as carriersMigration from '../../../server/db/migrations/2310-mall-shipment-carriers';
import { addStaff, failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { addressOf, cart, order, payOrder, productWithSku } from './mall-fixture';

// Parcels and their carriers: packed, handed to a listed carrier with a
// tracking number, marked delivered by staff; the order follows. Every
// refusal writes nothing.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
let staffZ: Caller;
let home: string;
let pickup: string;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const z = await server.createUserSession({ nickname: 'staff Z' });
  staffZ = { ...z, client: (s) => server.client(s, { sessionKey: z.sessionKey }) };
  await addStaff(server, z.userId, f.otherMerchantId, f.z.storeId);
  [home, pickup] = await Promise.all([addressOf(f.dinerA), addressOf(f.dinerA, true)]);
}, 60_000);
afterAll(() => server.close());

const store = () => f.staffX.client(StoreMallOrderService);
const mine = async (orderId: string) =>
  (await f.dinerA.client(DinerMallOrderService).getMyMallOrder({ orderId })).order!;

/** An accepted order of two units at store X: its id and its item's. */
async function acceptedOrder(address = home) {
  const { skuId } = await productWithSku(f, {}, { stock: 10 });
  const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 2)], address);
  await payOrder(f, clock.now(), f.dinerA, o.model!.id);
  await store().acceptMallOrder({ storeId: f.x.storeId, orderId: o.model!.id });
  return { orderId: o.model!.id, itemId: o.itemList[0].id };
}

const parcel = (
  orderId: string,
  itemId: string,
  carrier: { carrierCode?: string; carrier?: string; trackingNumber?: string } = {},
) =>
  store().createMallShipment({
    storeId: f.x.storeId,
    orderId,
    lineList: [{ orderItemId: itemId, deliveryQuantity: 2 }],
    ...carrier,
  });

describe('a parcel and its carrier', () => {
  it('handed to SF Express with a tracking number it is on its way; staff mark it delivered', async () => {
    const { orderId, itemId } = await acceptedOrder();
    const shipped = (await parcel(orderId, itemId, { carrierCode: 'SF_EXPRESS', trackingNumber: 'SF1234567890' }))
      .order!;
    const [s] = shipped.shipmentList;
    expect([shipped.status, s.status, s.carrierCode, s.carrier, s.trackingNumber]).toEqual([
      Status.WAIT_RECEIVE,
      Parcel.SHIPPED,
      'SF_EXPRESS',
      '',
      'SF1234567890',
    ]);
    expect(s.shipTime).toBeDefined();
    // the diner sees the same parcel
    const seen = (await mine(orderId)).shipmentList[0];
    expect([seen.status, seen.carrierCode, seen.trackingNumber]).toEqual([
      Parcel.SHIPPED,
      'SF_EXPRESS',
      'SF1234567890',
    ]);

    const again = store().dispatchMallShipment({
      storeId: f.x.storeId,
      shipmentId: s.id,
      carrierCode: 'EMS',
      trackingNumber: 'EA1',
    });
    expect((await failure(again)).message).toBe(SERVER_MESSAGE.mallOrderStatusChanged);
    const delivered = (await store().deliverMallShipment({ storeId: f.x.storeId, shipmentId: s.id })).order!;
    expect([delivered.status, delivered.shipmentList[0].status, delivered.shipmentList[0].carrierCode]).toEqual([
      Status.WAIT_BUYER_CONFIRM_RECEIVE,
      Parcel.DELIVERED,
      'SF_EXPRESS',
    ]);
    // never back: a delivered parcel is not delivered again nor closed
    for (const call of [store().deliverMallShipment, store().closeMallShipment]) {
      expect((await failure(call({ storeId: f.x.storeId, shipmentId: s.id }))).message).toBe(
        SERVER_MESSAGE.mallOrderStatusChanged,
      );
    }
  });

  it('a packed parcel keeps the order to ship, is not delivered before it leaves, then goes with a typed carrier', async () => {
    const { orderId, itemId } = await acceptedOrder();
    const packed = (await parcel(orderId, itemId)).order!;
    const id = packed.shipmentList[0].id;
    expect([packed.status, packed.shipmentList[0].status, packed.shipmentList[0].carrierCode]).toEqual([
      Status.WAIT_SHIPPED,
      Parcel.CREATED,
      '',
    ]);
    const early = await failure(store().deliverMallShipment({ storeId: f.x.storeId, shipmentId: id }));
    expect([early.code, early.message]).toEqual(['FailedPrecondition', SERVER_MESSAGE.mallShipmentNotDispatched]);

    const dispatch = (carrier: { carrierCode?: string; carrier?: string; trackingNumber?: string }) =>
      store().dispatchMallShipment({ storeId: f.x.storeId, shipmentId: id, ...carrier });
    const unknown = await failure(dispatch({ carrierCode: 'PIGEON', trackingNumber: 'P1' }));
    expect([unknown.code, unknown.message]).toEqual(['InvalidArgument', SERVER_MESSAGE.mallCarrierUnknown]);
    expect((await failure(dispatch({ carrierCode: 'ZTO' }))).message).toBe(SERVER_MESSAGE.mallTrackingNumberRequired);
    expect((await failure(dispatch({ carrierCode: 'ZTO', trackingNumber: '12 34' }))).message).toBe(
      SERVER_MESSAGE.mallTrackingNumberRequired,
    );
    expect((await failure(dispatch({ carrierCode: 'OTHER', trackingNumber: 'X1' }))).message).toBe(
      SERVER_MESSAGE.mallCarrierRequired,
    );
    expect((await mine(orderId)).shipmentList[0].status).toBe(Parcel.CREATED);

    const sent = (await dispatch({ carrierCode: 'OTHER', carrier: ' Rapid Macau ', trackingNumber: 'RM-88' })).order!;
    expect([sent.status, sent.shipmentList[0].status, sent.shipmentList[0].carrier]).toEqual([
      Status.WAIT_RECEIVE,
      Parcel.SHIPPED,
      'Rapid Macau',
    ]);
  });

  it('a new parcel is refused whole for an unknown carrier, a carrier without a tracking number, or one without a carrier', async () => {
    const { orderId, itemId } = await acceptedOrder();
    const tries = [
      [{ carrierCode: 'DHL_PRETEND', trackingNumber: 'D1' }, SERVER_MESSAGE.mallCarrierUnknown],
      [{ carrierCode: 'MACAU_POST' }, SERVER_MESSAGE.mallTrackingNumberRequired],
      [{ trackingNumber: 'SF1' }, SERVER_MESSAGE.mallCarrierRequired],
    ] as const;
    for (const [carrier, message] of tries)
      expect((await failure(parcel(orderId, itemId, carrier))).message).toBe(message);
    const o = await mine(orderId);
    expect([o.status, o.shipmentList.length, o.itemList[0].shippedQuantity]).toEqual([Status.WAIT_SHIPPED, 0, 0]);
  });

  it('a pick-up parcel has no carrier: it waits at the store and is delivered when collected', async () => {
    const { orderId, itemId } = await acceptedOrder(pickup);
    expect((await failure(parcel(orderId, itemId, { carrierCode: 'SF_EXPRESS', trackingNumber: 'SF1' }))).message).toBe(
      SERVER_MESSAGE.mallPickupNoCarrier,
    );
    const ready = (await parcel(orderId, itemId)).order!;
    const id = ready.shipmentList[0].id;
    expect([ready.status, ready.shipmentList[0].status]).toEqual([Status.WAIT_RECEIVE, Parcel.CREATED]);
    const dispatch = store().dispatchMallShipment({
      storeId: f.x.storeId,
      shipmentId: id,
      carrierCode: 'SF_EXPRESS',
      trackingNumber: 'SF1',
    });
    expect((await failure(dispatch)).message).toBe(SERVER_MESSAGE.mallPickupNoCarrier);
    const collected = (await store().deliverMallShipment({ storeId: f.x.storeId, shipmentId: id })).order!;
    expect([collected.status, collected.shipmentList[0].status]).toEqual([
      Status.WAIT_BUYER_CONFIRM_RECEIVE,
      Parcel.DELIVERED,
    ]);
  });

  it('only the store’s own staff move a parcel: another store’s staff, another merchant’s and a diner are refused', async () => {
    const { orderId, itemId } = await acceptedOrder();
    const id = (await parcel(orderId, itemId)).order!.shipmentList[0].id;
    const send = (who: Caller, storeId: string) =>
      who
        .client(StoreMallOrderService)
        .dispatchMallShipment({ storeId, shipmentId: id, carrierCode: 'YTO', trackingNumber: 'YT1' });
    expect((await failure(send(f.staffY, f.y.storeId))).message).toBe(SERVER_MESSAGE.mallShipmentNotFound);
    expect((await failure(send(staffZ, f.x.storeId))).message).toBe(SERVER_MESSAGE.noStorePermission);
    expect((await failure(send(staffZ, f.z.storeId))).message).toBe(SERVER_MESSAGE.mallShipmentNotFound);
    expect((await failure(send(f.dinerA, f.x.storeId))).code).toBe('PermissionDenied');
    const deliver = f.staffY
      .client(StoreMallOrderService)
      .deliverMallShipment({ storeId: f.y.storeId, shipmentId: id });
    expect((await failure(deliver)).message).toBe(SERVER_MESSAGE.mallShipmentNotFound);
    expect((await mine(orderId)).shipmentList[0].status).toBe(Parcel.CREATED);
  });

  // Last: it takes the table back to its shape before the carrier list.
  it('the migration keeps parcels made before the list: with a tracking number on their way, without one packed', async () => {
    const made = [await acceptedOrder(), await acceptedOrder()];
    const parcels = [];
    for (const { orderId, itemId } of made) parcels.push((await parcel(orderId, itemId)).order!.shipmentList[0].id);
    // the migration's own view of the database: untyped
    const db = server.database.db as unknown as Kysely<unknown>;
    await carriersMigration.down(db);
    // as the old code left them: a typed carrier, and the order waiting for receipt
    await sql`UPDATE mall_shipment SET carrier = 'SF', tracking_number = 'SF9' WHERE id = ${parcels[0]}`.execute(db);
    for (const { orderId } of made) {
      await sql`UPDATE mall_order SET status = 'WAIT_RECEIVE' WHERE id = ${orderId}`.execute(db);
    }
    await carriersMigration.up(db);
    const [withTracking, packed] = await Promise.all(made.map(({ orderId }) => mine(orderId)));
    const s = withTracking.shipmentList[0];
    expect([withTracking.status, s.status, s.carrierCode, s.carrier, s.trackingNumber]).toEqual([
      Status.WAIT_RECEIVE,
      Parcel.SHIPPED,
      'OTHER',
      'SF',
      'SF9',
    ]);
    expect(s.shipTime).toEqual(s.createTime);
    expect([packed.status, packed.shipmentList[0].status]).toEqual([Status.WAIT_SHIPPED, Parcel.CREATED]);
  });
});
