import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBusinessConfigService } from '@gen/store/v1/store_setting_service_pb';
import { BookingContextCache } from '../../../server/domain/booking/booking-context';
import { DEPOSIT_EXPIRY_JOB } from '../../../server/domain/booking/booking-timers';
import { PhoneRules } from '../../../server/domain/booking/diner-snapshot';
import { OrderCreateService } from '../../../server/domain/booking/order-create.service';
import type { CreateOrderInput } from '../../../server/domain/booking/order-draft';
import type { OrderRecord } from '../../../server/domain/booking/order.record';
import { OrderRepository } from '../../../server/domain/booking/order.repository';
import { JobRepository } from '../../../server/jobs/job.repository';
import { createInput } from '../../helpers/create-input';
import { hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Creates that arrive while others are being written are decided and written
// together (order-create-group.ts). These tests hold the service to one lane,
// so a burst behind a first create forms one group, and check that a group
// answers each create as one-after-another creates would.

let server: TestServer;
let f: BookingFixture;
let service: OrderCreateService;
/** The groups the database refused (their creates then ran one by one). */
const refused: { code?: string }[] = [];
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const db = server.database.db;
  service = new OrderCreateService(db, new BookingContextCache(), new PhoneRules(db), () => new Date(), {
    lanes: 1,
    maxGroup: 32,
    onGroupRefused: (error) => refused.push(error as { code?: string }),
  });
  // Warms the service's settings cache and phone rules: a burst's checks then take no round trip.
  await service.create(input({ reservationDate: f.date(40), diner: diner({ phone: '13900000000' }) }));
});
afterAll(() => server.close());

const diner = (over: Partial<CreateOrderInput['diner']> = {}) => ({
  title: 'UNKNOWN',
  lastName: 'Group',
  firstName: '',
  phoneRegionCode: '86',
  phone: '',
  language: '',
  ...over,
});

function input(over: Partial<CreateOrderInput> = {}): CreateOrderInput {
  return createInput({
    storeId: f.x.storeId,
    audience: 'STAFF',
    actor: { type: 'STORE', userId: f.staffX.userId },
    diner: diner(),
    reservationDate: f.date(10),
    shiftId: f.x.dinnerId,
    startSecond: hm(18),
    ...over,
  });
}

/** A first create takes the lane; the burst waits behind it and is decided as one group. */
async function burst(inputs: CreateOrderInput[]) {
  const [, ...results] = await Promise.allSettled([
    service.create(input({ reservationDate: f.date(41), adultCount: 1 })),
    ...inputs.map((i) => service.create(i)),
  ]);
  return results;
}

const made = (r: PromiseSettledResult<OrderRecord>) => {
  if (r.status === 'rejected') throw r.reason;
  return r.value;
};
const refusal = (r: PromiseSettledResult<OrderRecord>) => (r.status === 'rejected' ? (r.reason as Error).message : '');

/** The transactions that wrote these orders (xmin): one for a group. */
async function writers(orders: OrderRecord[]): Promise<Set<string>> {
  const rows = await sql<{ xmin: string }>`SELECT xmin::text FROM booking_order WHERE id = ANY(${orders.map(
    (o) => o.id,
  )}::bigint[])`.execute(server.database.db);
  return new Set(rows.rows.map((r) => r.xmin));
}

describe('creates arriving together', () => {
  it('are written in one transaction, each table item given once, and the one too many hears it is full', async () => {
    const date = f.date(11);
    const results = await burst(Array.from({ length: 7 }, () => input({ reservationDate: date })));
    const orders = results.slice(0, 6).map(made);
    // The smallest fitting tables first, as one-after-another creates would take them.
    expect(orders.map((o) => o.itemNames[0])).toEqual(['Two-1', 'Two-2', 'Four-1', 'Four-2', 'Four-3', 'Ten']);
    expect(refusal(results[6])).toBe('Booking is full, please select again');
    expect((await writers(orders)).size).toBe(1);
  });

  it("refuse a staff member's chosen item that an earlier create of the group has just taken", async () => {
    const date = f.date(12);
    const results = await burst([
      input({ reservationDate: date, adultCount: 2 }),
      input({ reservationDate: date, chosenItemIds: [f.x.items.two[0]] }),
      input({ reservationDate: date, chosenItemIds: [f.x.items.two[1]] }),
    ]);
    expect(made(results[0]).itemIds).toEqual([f.x.items.two[0]]);
    expect(refusal(results[1])).toBe('the table is occupied at that time');
    expect(made(results[2]).itemIds).toEqual([f.x.items.two[1]]);
    expect((await writers([made(results[0]), made(results[2])])).size).toBe(1);
  });

  it("count the group's earlier orders toward a table's booking limit", async () => {
    const date = f.date(18);
    // One order per shift on the ten-seat table; parties of ten fit no other.
    await server.database.db
      .updateTable('store_table')
      .set({ booking_limit: 1 })
      .where('id', '=', f.x.tables.ten)
      .execute();
    try {
      const results = await burst([
        input({ reservationDate: date, adultCount: 10, startSecond: hm(17) }),
        input({ reservationDate: date, adultCount: 10, startSecond: hm(20) }),
      ]);
      expect(made(results[0]).itemNames).toEqual(['Ten']);
      expect(refusal(results[1])).toBe('Booking is full, please select again');
    } finally {
      await server.database.db
        .updateTable('store_table')
        .set({ booking_limit: 0 })
        .where('id', '=', f.x.tables.ten)
        .execute();
    }
  });

  it('make one order of a request retried within the group, and give it again to a later retry', async () => {
    const key = `retry-${Date.now()}`;
    const retry = input({ reservationDate: f.date(13), idempotencyKey: key });
    const [first, second, other] = (await burst([retry, retry, input({ reservationDate: f.date(13) })])).map(made);
    expect(second.id).toBe(first.id);
    expect((await writers([first, other])).size).toBe(1);
    const [later] = (await burst([retry])).map(made);
    expect(later.id).toBe(first.id);
    const count = await server.database.db
      .selectFrom('booking_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("hold a diner's second booking over the same time to the first one's wait", async () => {
    const date = f.date(14);
    const asDiner = (start: number) =>
      input({
        audience: 'DINER',
        actor: { type: 'USER', userId: f.dinerB.userId },
        reservationDate: date,
        startSecond: start,
      });
    const results = await burst([asDiner(hm(18)), asDiner(hm(18, 30)), asDiner(hm(21))]);
    expect(made(results[0]).status).toBe('WAIT_STORE_CONFIRM');
    expect(refusal(results[1])).toBe('you have an order pending confirmation');
    // Two hours later does not overlap the first: the diner may hold both.
    expect(made(results[2]).status).toBe('WAIT_STORE_CONFIRM');
    expect((await writers([made(results[0]), made(results[2])])).size).toBe(1);
  });

  it('answer each create with its order exactly as the database then holds it', async () => {
    const phone = `1372${String(Date.now()).slice(-7)}`;
    const linked = await server.createUserSession({ phone, nickname: 'known diner' });
    const date = f.date(20);
    const orders = (
      await burst([
        // A staff booking for a diner whose phone has an account: the order is linked to it.
        input({
          reservationDate: date,
          diner: diner({ lastName: 'Ko', phone }),
          dinerRemark: 'window',
          storeRemark: 'VIP',
        }),
        // A diner's own booking, retry key and all.
        input({
          audience: 'DINER',
          actor: { type: 'USER', userId: f.dinerA.userId },
          reservationDate: date,
          startSecond: hm(20),
          diner: diner({ lastName: 'Ann', phone: '13811112222' }),
          idempotencyKey: `own-${Date.now()}`,
        }),
        // A staff booking with a deposit: pending payment, with its expiry.
        input({ reservationDate: date, startSecond: hm(21), deposit: { kind: 'AMOUNT', amount: '08800' } }),
        // Staff's chosen items, joined, with tags, a quantity and extended fields.
        input({
          reservationDate: date,
          adultCount: 7,
          childCount: 1,
          quantity: 2,
          chosenItemIds: f.x.items.four.slice(0, 2),
          platformTags: ['birthday'],
          extendedJson: '{"cake":true}',
          dietTaboo: 'nuts',
          diner: diner({ lastName: '', firstName: 'Wu' }),
        }),
      ])
    ).map(made);
    expect(orders[0].userId).toBe(linked.userId);
    expect(orders[1].userId).toBe(f.dinerA.userId);
    expect(orders[2]).toMatchObject({ status: 'WAIT_DEPOSIT_PAYMENT', depositAmount: '8800' });
    expect(orders[2].depositExpireTime).not.toBeNull();
    expect(orders[3].itemIds).toEqual(f.x.items.four.slice(0, 2));
    const repository = new OrderRepository(server.database.db);
    for (const order of orders) expect(order).toEqual(await repository.find(order.id));
  });

  it('give a new phone one diner record, shared by its orders', async () => {
    const phone = `1391${String(Date.now()).slice(-7)}`;
    const date = f.date(15);
    const orders = (
      await burst([
        input({ reservationDate: date, diner: diner({ lastName: 'Lau', phone }) }),
        input({ reservationDate: date, startSecond: hm(21), diner: diner({ lastName: 'Lau', phone }) }),
      ])
    ).map(made);
    const records = await server.database.db
      .selectFrom('merchant_diner')
      .select('id')
      .where('merchant_id', '=', f.merchantId)
      .where('phone', '=', phone)
      .execute();
    expect(records).toHaveLength(1);
    expect(orders.map((o) => o.merchantDinerId)).toEqual([records[0].id, records[0].id]);
    expect((await writers(orders)).size).toBe(1);
  });

  it('start each order its own timer, on settings changed since the service last read them', async () => {
    await f.staffX
      .client(StoreBusinessConfigService)
      .updateStoreBusinessConfig({ storeId: f.x.storeId, config: { depositExpiryMinute: 120 } });
    const date = f.date(16);
    const orders = (
      await burst([
        input({ reservationDate: date, deposit: { kind: 'AMOUNT', amount: '5000' } }),
        input({ reservationDate: date, startSecond: hm(21), deposit: { kind: 'AMOUNT', amount: '5000' } }),
      ])
    ).map(made);
    expect(orders.map((o) => o.status)).toEqual(['WAIT_DEPOSIT_PAYMENT', 'WAIT_DEPOSIT_PAYMENT']);
    const pending = await new JobRepository(server.database.db).pending(DEPOSIT_EXPIRY_JOB);
    for (const order of orders) {
      const job = pending.find((j) => (j.payload as { orderId: string }).orderId === order.id);
      expect(job?.runAt.getTime()).toBe(order.orderTime.getTime() + 120 * 60_000);
    }
    expect((await writers(orders)).size).toBe(1);
  });

  it('give each table once across two server instances deciding groups at the same time', async () => {
    const date = f.date(19);
    const db = server.database.db;
    const other = new OrderCreateService(db, new BookingContextCache(), new PhoneRules(db), () => new Date(), {
      lanes: 2,
      maxGroup: 4,
      onGroupRefused: (error) => refused.push(error as { code?: string }),
    });
    const parties = Array.from({ length: 16 }, (_, i) => input({ reservationDate: date, startSecond: hm(18) + i }));
    const results = await Promise.allSettled(parties.map((p, i) => (i % 2 ? other : service).create(p)));
    const won = results.filter((r) => r.status === 'fulfilled').map(made);
    // Two twos, three fours and the ten seat a party of two at 18:00: six tables in all.
    expect(won.map((o) => o.itemNames[0]).sort()).toEqual(['Four-1', 'Four-2', 'Four-3', 'Ten', 'Two-1', 'Two-2']);
    expect(new Set(results.filter((r) => r.status === 'rejected').map(refusal))).toEqual(
      new Set(['Booking is full, please select again']),
    );
    // The store-date locks kept the two instances' groups apart: the database refused none.
    expect(refused).toEqual([]);
  });

  it('are tried one by one when the database refuses the group, so only the create it refuses fails', async () => {
    expect(refused).toEqual([]); // no earlier group needed it
    const date = f.date(17);
    // A hold on the ten-seat table at 18:00-20:00 that the booking's own read
    // does not find (filed ten days earlier): only the exclusion constraint
    // sees it, when the group writes.
    await sql`INSERT INTO table_occupancy (store_id, store_table_item_id, kind, reservation_date, start_second, end_second, during)
      VALUES (${f.x.storeId}, ${f.x.items.ten[0]}, 'LOCK', ${f.date(7)}, 0, 1,
        tstzrange(${`${date}T10:00:00Z`}::timestamptz, ${`${date}T12:00:00Z`}::timestamptz))`.execute(
      server.database.db,
    );
    const results = await burst([
      input({ reservationDate: date, adultCount: 10 }),
      input({ reservationDate: date, adultCount: 2 }),
    ]);
    expect(refused.map((e) => e.code)).toEqual(['23P01']);
    expect(refusal(results[0])).toBe('Booking is full, please select again');
    expect(made(results[1]).itemNames).toEqual(['Two-1']);
  });
});
