import type { DescService } from '@bufbuild/protobuf';
import { Code, type Client } from '@connectrpc/connect';
import { StoreBookingRuleService } from '@gen/booking/v1/booking_rule_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { TestServer } from './test-server';

// Booking tests run with a host time zone unlike any store's: nothing in
// the engine may read the server's local time.
process.env.TZ = 'America/Los_Angeles';

export const hm = (h: number, m = 0) => h * 3600 + m * 60;

export interface Caller {
  userId: string;
  sessionKey: string;
  client<S extends DescService>(service: S): Client<S>;
}

export interface StoreSetup {
  storeId: string;
  timezone: string;
  lunchId: string;
  dinnerId: string;
  /** Table ids by name: two (2 seats x2), four (4 seats x3, up to 2 joined), ten (10 seats x1). */
  tables: Record<'two' | 'four' | 'ten', string>;
  /** Item ids by table name. */
  items: Record<'two' | 'four' | 'ten', string[]>;
}

export interface BookingFixture {
  server: TestServer;
  merchantId: string;
  otherMerchantId: string;
  x: StoreSetup;
  y: StoreSetup;
  /** A store of another merchant. */
  z: StoreSetup;
  dinerA: Caller;
  dinerB: Caller;
  staffX: Caller;
  staffY: Caller;
  merchantStaff: Caller;
  admin: Caller;
  anonymous: { client<S extends DescService>(service: S): Client<S> };
  /**
   * A business date `days` after today in the store's zone (today under
   * TEST_NOW, see shifted-clock.setup.ts). The fixture's stores serve lunch
   * and dinner every day, so any such date is open, whatever weekday it is;
   * a test that gives a store a weekly plan picks its dates from that plan.
   */
  date(days: number, timezone?: string): string;
}

let merchantCounter = 0;

async function caller(server: TestServer, nickname: string): Promise<Caller> {
  const session = await server.createUserSession({ nickname });
  return { ...session, client: (service) => server.client(service, { sessionKey: session.sessionKey }) };
}

async function makeMerchant(server: TestServer, name: string): Promise<string> {
  merchantCounter++;
  const row = await server.database.db
    .insertInto('merchant')
    .values({ name, short_key: `m${merchantCounter}-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A store ready for booking: day limits 0..60, cancel deadline 1 day, lunch
 * 11:00-14:00 (turn 90 min) and dinner 17:00-22:00 (turn 2 h) every 30 min,
 * tables two (2 seats x2), four (4 seats x3, up to 2 joined), ten (10 x1).
 */
export async function makeStore(
  server: TestServer,
  merchantId: string,
  name: string,
  timezone: string,
): Promise<StoreSetup> {
  const b = server.services.booking;
  const store = await server.database.db
    .insertInto('store')
    .values({ merchant_id: merchantId, name, timezone, city: 'Test City' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storeId = store.id;
  await b.stores.updateBookingConfig(storeId, {
    noticeText: '',
    noticeImages: [],
    minAdvanceBookingDay: 0,
    maxAdvanceBookingDay: 60,
    latestCancelDay: 1,
  });
  const shift = (n: string, start: number, end: number, duration: number) =>
    b.shifts.create(storeId, {
      name: n,
      remarkName: '',
      startSecond: start,
      endSecond: end,
      deltaSecond: 1800,
      hiddenDurations: [],
      skippedStartSeconds: [],
      openTableIds: [],
      hiddenTableIds: [],
      globalDisabled: false,
      durationSecond: duration,
      partySizeDurations: [],
      sort: 0,
    });
  const lunch = await shift('Lunch', hm(11), hm(14), 5400);
  const dinner = await shift('Dinner', hm(17), hm(22), 7200);
  const table = (n: string, seats: number, count: number, maxJoined: number, weight: number) =>
    b.tables.create(storeId, {
      name: n,
      remarkName: '',
      weight,
      seatCapacity: seats,
      bookingLimit: 0,
      quickPickIntervalSecond: 0,
      photo: null,
      status: 'NORMAL',
      minSeatsPerOrder: 0,
      minSeatsPerFeast: 0,
      tableCount: count,
      fixedTableCount: 0,
      remainingCountReminder: 0,
      minTablesPerBooking: 1,
      maxTablesPerBooking: maxJoined,
    });
  const two = await table('Two', 2, 2, 1, 10);
  const four = await table('Four', 4, 3, 2, 20);
  const ten = await table('Ten', 10, 1, 1, 30);
  return {
    storeId,
    timezone,
    lunchId: lunch.id,
    dinnerId: dinner.id,
    tables: { two: two.id, four: four.id, ten: ten.id },
    items: { two: two.items.map((i) => i.id), four: four.items.map((i) => i.id), ten: ten.items.map((i) => i.id) },
  };
}

export async function addStaff(server: TestServer, userId: string, merchantId: string, storeId: string | null) {
  await server.database.db
    .insertInto('staff_member')
    .values({ user_id: userId, merchant_id: merchantId, store_id: storeId, role: 'MANAGER' })
    .execute();
}

/** Two stores of one merchant (Shanghai, Hong Kong), one of another, and a caller of every kind. */
export async function makeBookingFixture(server: TestServer): Promise<BookingFixture> {
  const merchantId = await makeMerchant(server, 'Fixture Garden');
  const otherMerchantId = await makeMerchant(server, 'Other House');
  const x = await makeStore(server, merchantId, 'X', 'Asia/Shanghai');
  const y = await makeStore(server, merchantId, 'Y', 'Asia/Hong_Kong');
  const z = await makeStore(server, otherMerchantId, 'Z', 'Asia/Tokyo');
  const [dinerA, dinerB, staffX, staffY, merchantStaff, admin] = await Promise.all(
    ['diner A', 'diner B', 'staff X', 'staff Y', 'merchant staff', 'admin'].map((n) => caller(server, n)),
  );
  await addStaff(server, staffX.userId, merchantId, x.storeId);
  await addStaff(server, staffY.userId, merchantId, y.storeId);
  await addStaff(server, merchantStaff.userId, merchantId, null);
  await server.database.db.insertInto('administrator').values({ user_id: admin.userId }).execute();
  return {
    server,
    merchantId,
    otherMerchantId,
    x,
    y,
    z,
    dinerA,
    dinerB,
    staffX,
    staffY,
    merchantStaff,
    admin,
    anonymous: { client: (service) => server.client(service) },
    date: (days, timezone = 'Asia/Shanghai') => addDays(businessDateOf(Date.now(), timezone), days),
  };
}

/** The Connect error of a call that must fail: its code name and message. */
export async function failure(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: number; rawMessage?: string; message?: string };
    return { code: Code[e.code ?? Code.Unknown], message: e.rawMessage ?? e.message ?? '' };
  }
  throw new Error('expected the call to fail');
}

/** A store of the fixture merchant, run by staff X, with one table of one item (2 seats) and the given shifts, for exact slot checks. */
export async function makeTinyStore(
  server: TestServer,
  f: BookingFixture,
  timezone: string,
  shifts: Array<Record<string, unknown>>,
) {
  const store = await server.database.db
    .insertInto('store')
    .values({ merchant_id: f.merchantId, name: `Tiny ${timezone}`, timezone })
    .returning('id')
    .executeTakeFirstOrThrow();
  const storeId = store.id;
  await addStaff(server, f.staffX.userId, f.merchantId, storeId);
  await f.staffX.client(StoreSettingService).updateBookingConfig({
    storeId,
    bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 0 },
  });
  const shiftIds: string[] = [];
  for (const shift of shifts) {
    const made = await f.staffX
      .client(StoreShiftService)
      .createShift({ storeId, shift: { deltaSecond: 1800, durationSecond: 7200, ...shift } as never });
    shiftIds.push(made.shift!.model!.id);
  }
  const table = await f.staffX
    .client(StoreTableService)
    .createTable({ storeId, table: { name: 'T', seatCapacity: 2, tableCount: 1 } });
  return { storeId, shiftIds, itemId: table.table!.itemList[0].model!.id, timezone };
}

/** The store's slot rule made left-open (a booking may end exactly when a used interval starts); the rest at defaults. */
export async function makeSlotsLeftOpen(f: BookingFixture, storeId: string) {
  await f.staffX.client(StoreBookingRuleService).updateBookingRule({
    storeId,
    rule: {
      minPeople: 1,
      maxPeople: 20,
      minQuantity: 1,
      maxQuantity: 10,
      slotLeftOpen: true,
      defaultDurationSecond: 7200,
    },
  });
}
