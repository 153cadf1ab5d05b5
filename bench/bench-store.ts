import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { Actor } from '../server/domain/booking/order-mutation';
import { createInput } from '../test/helpers/create-input';
import type { TestServer } from '../test/helpers/test-server';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

export interface BenchStore {
  storeId: string;
  shiftIds: string[];
  staff: Actor;
  staffSessionKey: string;
  today: string;
}

export interface BenchShop {
  merchantId: string;
  storeId: string;
  staffUserId: string;
  staffSessionKey: string;
}

/** A merchant of its own with one Shanghai store and one staff member of it, nothing set up yet. */
export async function makeBenchShop(server: TestServer, name: string): Promise<BenchShop> {
  const db = server.database.db;
  const merchant = await db
    .insertInto('merchant')
    .values({ name, short_key: `${name}-${Date.now()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const store = await db
    .insertInto('store')
    .values({ merchant_id: merchant.id, name, timezone: 'Asia/Shanghai' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const staff = await server.createUserSession({ nickname: `${name} staff` });
  await db
    .insertInto('staff_member')
    .values({ user_id: staff.userId, merchant_id: merchant.id, store_id: store.id })
    .execute();
  return { merchantId: merchant.id, storeId: store.id, staffUserId: staff.userId, staffSessionKey: staff.sessionKey };
}

/** The benchmark's store: 60 two- to ten-seat tables, 4 shifts with 30-minute slots, bookable 60 days ahead. */
export async function makeBenchStore(server: TestServer, name: string): Promise<BenchStore> {
  const b = server.services.booking;
  const shop = await makeBenchShop(server, name);
  const store = { id: shop.storeId };
  const staff = { userId: shop.staffUserId, sessionKey: shop.staffSessionKey };
  await b.stores.updateBookingConfig(store.id, {
    noticeText: '',
    noticeImages: [],
    minAdvanceBookingDay: 0,
    maxAdvanceBookingDay: 60,
    latestCancelDay: 1,
  });
  const shiftIds: string[] = [];
  for (const [shiftName, start, end, turn] of [
    ['Breakfast', hm(7), hm(10), 3600],
    ['Lunch', hm(11), hm(14), 5400],
    ['Tea', hm(14, 30), hm(17), 3600],
    ['Dinner', hm(17, 30), hm(22), 7200],
  ] as const) {
    const shift = await b.shifts.create(store.id, {
      name: shiftName,
      remarkName: '',
      startSecond: start,
      endSecond: end,
      deltaSecond: 1800,
      hiddenDurations: [],
      skippedStartSeconds: [],
      openTableIds: [],
      hiddenTableIds: [],
      globalDisabled: false,
      durationSecond: turn,
      partySizeDurations: [],
      sort: 0,
    });
    shiftIds.push(shift.id);
  }
  // 60 items: 20 twos, 20 fours (joinable in pairs), 14 sixes, 6 tens.
  for (const [tableName, seats, count, joined] of [
    ['Two', 2, 20, 1],
    ['Four', 4, 20, 2],
    ['Six', 6, 14, 1],
    ['Ten', 10, 6, 1],
  ] as const) {
    await b.tables.create(store.id, {
      name: tableName,
      remarkName: '',
      weight: 0,
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
      maxTablesPerBooking: joined,
    });
  }
  return {
    storeId: store.id,
    shiftIds,
    staff: { type: 'STORE', userId: staff.userId },
    staffSessionKey: staff.sessionKey,
    today: businessDateOf(Date.now(), 'Asia/Shanghai'),
  };
}

const STARTS: Array<[number, number]> = [
  [0, hm(7)],
  [0, hm(8)],
  [0, hm(9)],
  [1, hm(11)],
  [1, hm(12, 30)],
  [2, hm(14, 30)],
  [2, hm(15, 30)],
  [3, hm(17, 30)],
  [3, hm(19, 30)],
];

/** A staff booking at a slot picked from `n` (dates from tomorrow on, the 9 non-overlapping starts of a day). */
export function staffBooking(store: BenchStore, n: number, dayOffset = 1, days = 59) {
  const [shiftIndex, start] = STARTS[n % STARTS.length];
  const date = addDays(store.today, dayOffset + (Math.floor(n / STARTS.length) % days));
  return createInput({
    storeId: store.storeId,
    audience: 'STAFF',
    actor: store.staff,
    diner: {
      title: 'UNKNOWN',
      lastName: `Guest ${n}`,
      firstName: '',
      phoneRegionCode: '86',
      phone: `139${String(n % 1e8).padStart(8, '0')}`,
      language: '',
    },
    reservationDate: date,
    adultCount: 1 + (n % 6),
    shiftId: store.shiftIds[shiftIndex],
    startSecond: start,
  });
}
