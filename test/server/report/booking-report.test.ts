import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreReportService } from '@gen/report/v1/report_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import {
  insertLabel,
  insertMallOrder,
  insertOrder,
  insertShift,
  insertTable,
  insertTicket,
  insertUser,
  insertVoucher,
} from './report-fixture';

// The week of Monday 2026-03-02 at merchant M: store A in Shanghai (UTC+8),
// store B in London. Every expected figure below is worked out by hand from
// the orders written in beforeAll.
const WEEK = { startDate: '2026-03-02', endDate: '2026-03-08' };

let server: TestServer;
let ids: { merchant: string; a: string; b: string; other: string; lunch: string; dinner: string };
let keys: { manager: string; storeAStaff: string; otherStaff: string; diner: string; admin: string };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const merchant = await createMerchant(db, 'M');
  const a = await createStore(db, merchant, 'A');
  const b = await createStore(db, merchant, 'B');
  const otherMerchant = await createMerchant(db, 'N');
  const other = await createStore(db, otherMerchant, 'C');
  await db.updateTable('store').set({ timezone: 'Europe/London' }).where('id', '=', b).execute();

  const lunch = await insertShift(db, a, 'Lunch', 11 * 3600, 14 * 3600);
  const dinner = await insertShift(db, a, 'Dinner', 17 * 3600, 21 * 3600);
  const bShift = await insertShift(db, b, 'All day', 12 * 3600, 22 * 3600);
  const [i1, i2] = await insertTable(db, a, 'T1', 2);
  await insertTable(db, a, 'T2', 1, 'DISABLED');
  // Sundays rest by the weekly plan, Tuesday 3 March is a rest day.
  await db.insertInto('store_weekly_plan').values({ store_id: a, weekday: 7, rest: true, shift_ids: [] }).execute();
  await db.insertInto('store_rest_day').values({ store_id: a, date: '2026-03-03' }).execute();
  const phoneChannel = await insertLabel(db, 'booking_channel', a, 'Phone');
  const lily = await insertLabel(db, 'booking_order_taker', a, 'Lily');

  const at = { storeId: a, merchantId: merchant };
  // The mall and tickets: money by the day it belongs to in store A's zone (UTC+8).
  const buyer = await insertUser(db, '13900000009');
  const shanghai = { ...at, userId: buyer, timezone: 'Asia/Shanghai' };
  // Paid Monday 2 March 23:30 UTC = Tuesday 07:30 in Shanghai: in the week; 50.00 of 300.00 refunded.
  await insertMallOrder(db, { ...shanghai, paidAt: '2026-03-02T23:30:00Z', total: 30000, refunded: 5000 });
  // Paid Sunday 8 March 16:30 UTC = Monday 9 March 00:30 in Shanghai: the next week.
  await insertMallOrder(db, { ...shanghai, paidAt: '2026-03-08T16:30:00Z', total: 12000 });
  // Never paid.
  await insertMallOrder(db, { ...shanghai, paidAt: null, total: 9900 });
  // Thursday's wine dinner: one seat used, one waiting at the door, one refunded (cancelled), one unpaid.
  const thursday = await insertTicket(db, { ...at, sessionDate: '2026-03-05', price: 8800 });
  for (const status of ['VERIFIED', 'WAIT_VERIFY', 'CANCELLED', 'WAIT_PAYMENT']) {
    await insertVoucher(db, { ...at, ...thursday, userId: buyer, price: 8800, status });
  }
  // Next Tuesday's session: outside the week.
  const later = await insertTicket(db, { ...at, sessionDate: '2026-03-10', price: 6600 });
  await insertVoucher(db, { ...at, ...later, userId: buyer, price: 6600, status: 'VERIFIED' });
  // 1. Monday lunch, 2 guests, came and sat 12:00-13:30 at one table; booked 48 h ahead. A 388 meal:
  //    the 100 deposit paid its part, the 288 final payment was paid and 20 of it refunded.
  await insertOrder(db, {
    ...at,
    shiftId: lunch,
    date: '2026-03-02',
    startSecond: 12 * 3600,
    endSecond: 13.5 * 3600,
    start: '2026-03-02T04:00:00Z',
    ordered: '2026-02-28T04:00:00Z',
    adults: 2,
    status: 'FINISHED',
    phone: '13800000001',
    channelId: phoneChannel,
    takerId: lily,
    itemIds: [i1],
    arrived: true,
    paid: 10000,
    applied: 10000,
    mealCost: 38800,
    finalPayment: 28800,
    finalPaid: 28800,
    finalRefunded: 2000,
  });
  // 2. Monday dinner, 3 adults and a child, cancelled by the diner, deposit refunded; 8 h ahead.
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-03-02',
    startSecond: 18 * 3600,
    endSecond: 20 * 3600,
    start: '2026-03-02T10:00:00Z',
    ordered: '2026-03-02T02:00:00Z',
    adults: 3,
    children: 1,
    status: 'CLOSED',
    closeReason: 'CREATOR_CANCEL',
    phone: '13800000002',
    channelId: phoneChannel,
    paid: 20000,
    refunded: 20000,
  });
  // 3. Wednesday dinner, 2 guests, no-show, deposit forfeited; 288 h ahead.
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-03-04',
    startSecond: 18 * 3600,
    endSecond: 20 * 3600,
    start: '2026-03-04T10:00:00Z',
    ordered: '2026-02-20T10:00:00Z',
    adults: 2,
    status: 'CLOSED',
    closeReason: 'ABSENT',
    phone: '13800000001',
    paid: 10000,
    forfeited: 10000,
  });
  // 4. Monday 07:30 in Shanghai is still Sunday in UTC: it belongs to Monday. 3.5 h ahead, from Meituan.
  await insertOrder(db, {
    ...at,
    shiftId: lunch,
    date: '2026-03-02',
    startSecond: 7.5 * 3600,
    endSecond: 9 * 3600,
    start: '2026-03-01T23:30:00Z',
    ordered: '2026-03-01T20:00:00Z',
    adults: 2,
    status: 'WAIT_SERVICE',
    source: 'MEITUAN_SYNC',
    phone: '13800000003',
  });
  // 5. Monday 9 March 00:30 in Shanghai is Sunday 8 March in UTC: not this week.
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-03-09',
    startSecond: 1800,
    endSecond: 3600,
    start: '2026-03-08T16:30:00Z',
    ordered: '2026-03-01T00:00:00Z',
    adults: 8,
    status: 'WAIT_SERVICE',
    phone: '13800000009',
  });
  // 6. A deposit never paid is no booking.
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-03-05',
    startSecond: 18 * 3600,
    endSecond: 20 * 3600,
    start: '2026-03-05T10:00:00Z',
    ordered: '2026-03-01T00:00:00Z',
    adults: 5,
    status: 'CLOSED',
    closeReason: 'DEPOSIT_PAYMENT_FAIL',
    phone: '13800000008',
  });
  // 7. A diner who came in February comes back on Friday with 6 guests at two tables, 18:00-20:00; 24 h ahead.
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-02-15',
    startSecond: 18 * 3600,
    endSecond: 20 * 3600,
    start: '2026-02-15T10:00:00Z',
    ordered: '2026-02-10T00:00:00Z',
    adults: 2,
    status: 'FINISHED',
    phone: '13800000004',
  });
  await insertOrder(db, {
    ...at,
    shiftId: dinner,
    date: '2026-03-06',
    startSecond: 18 * 3600,
    endSecond: 20 * 3600,
    start: '2026-03-06T10:00:00Z',
    ordered: '2026-03-05T10:00:00Z',
    adults: 6,
    status: 'FINISHED',
    phone: '13800000004',
    channelId: phoneChannel,
    takerId: lily,
    itemIds: [i1, i2],
    arrived: true,
  });
  // 8. Store B, Monday in London, a diner store A also saw; 24 h ahead.
  await insertOrder(db, {
    storeId: b,
    merchantId: merchant,
    shiftId: bShift,
    date: '2026-03-02',
    startSecond: 12 * 3600,
    endSecond: 14 * 3600,
    start: '2026-03-02T12:00:00Z',
    ordered: '2026-03-01T12:00:00Z',
    adults: 2,
    status: 'FINISHED',
    phone: '13800000001',
  });

  const session = async (phone: string) => server.createUserSession({ phone });
  const manager = await session('13900000101');
  await addStaff(db, manager.userId, merchant, null, 'MANAGER');
  const storeAStaff = await session('13900000102');
  await addStaff(db, storeAStaff.userId, merchant, a, 'STAFF');
  const otherStaff = await session('13900000103');
  await addStaff(db, otherStaff.userId, otherMerchant, null, 'MANAGER');
  const admin = await session('13900000104');
  await makeAdmin(db, admin.userId);
  const diner = await session('13900000105');
  ids = { merchant, a, b, other, lunch, dinner };
  keys = {
    manager: manager.sessionKey,
    storeAStaff: storeAStaff.sessionKey,
    otherStaff: otherStaff.sessionKey,
    diner: diner.sessionKey,
    admin: admin.sessionKey,
  };
}, 60_000);
afterAll(() => server.close());

const reports = (sessionKey: string) => server.client(StoreReportService, { sessionKey });
const count = (bookings: number, covers: number, cancelled = 0, noShow = 0) => ({
  bookings,
  covers,
  cancelled,
  noShow,
});

describe('a store report', () => {
  it('counts the week by the store’s business dates, shifts, channels, sources and takers', async () => {
    const { report } = await reports(keys.manager).getBookingReport({ storeId: ids.a, ...WEEK });
    expect(report!.total).toMatchObject(count(5, 16, 1, 1));
    expect(report!.cancellationRate).toBeCloseTo(0.2);
    expect(report!.noShowRate).toBeCloseTo(0.2);
    expect(report!.dayList.map((d) => [d.date, d.count?.bookings, d.count?.covers])).toEqual([
      ['2026-03-02', 3, 8],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 1, 2],
      ['2026-03-05', 0, 0],
      ['2026-03-06', 1, 6],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 0, 0],
    ]);
    expect(report!.shiftList.map((s) => [s.name, s.count])).toEqual([
      ['Lunch', expect.objectContaining(count(2, 4))],
      ['Dinner', expect.objectContaining(count(3, 12, 1, 1))],
    ]);
    expect(report!.channelList.map((c) => [c.name, c.count?.bookings])).toEqual([
      ['Phone', 3],
      ['', 2],
    ]);
    expect(report!.sourceList.map((c) => [c.key, c.count?.bookings])).toEqual([
      ['MANUAL', 4],
      ['MEITUAN_SYNC', 1],
    ]);
    expect(report!.takerList.map((c) => [c.name, c.count?.bookings])).toEqual([
      ['', 3],
      ['Lily', 2],
    ]);
  });

  it('works out lead time, table utilisation, deposits and repeat diners', async () => {
    const { report } = await reports(keys.manager).getBookingReport({ storeId: ids.a, ...WEEK });
    // 48, 8, 288, 3.5 and 24 hours ahead.
    expect(report!.leadTime!.averageHours).toBeCloseTo(74.3);
    expect(report!.leadTime!.medianHours).toBeCloseTo(24);
    expect(report!.leadTime!.bucketCounts).toEqual([2, 2, 0, 1]);
    // Open: Mon, Wed, Thu, Fri, Sat x (3 h + 4 h) x 2 items = 70 h; seated 1.5 h + 2 x 2 h = 5.5 h.
    expect(report!.utilisation).toMatchObject({ seatedSeconds: '19800', openSeconds: '252000' });
    expect(report!.utilisation!.rate).toBeCloseTo(19800 / 252000);
    // Every deposit is settled: Monday lunch's applied, Monday dinner's refunded, Wednesday's kept.
    expect(report!.depositList).toMatchObject([
      {
        currency: 'CNY',
        paid: '40000',
        refunded: '20000',
        refunding: '0',
        forfeited: '10000',
        applied: '10000',
        held: '0',
        net: '20000',
      },
    ]);
    expect(report!.revenueList.map((r) => [r.kind, r.amount])).toEqual([
      // The Monday lunch: its 100 deposit applied to the bill and the 288 final payment less 20 refunded.
      ['MEAL', '36800'],
      ['FEAST', '0'],
      // 300.00 paid on Tuesday less 50.00 refunded; the order paid in next week's first minutes is not here.
      ['MALL', '25000'],
      // Two paid seats of Thursday's dinner; the refunded and the unpaid ones, and next week's, are not.
      ['TICKET', '17600'],
    ]);
    // Diners ...01, ...02, ...03, ...04; ...01 came on Monday and again Wednesday, ...04 in February.
    expect([report!.diners, report!.repeatDiners]).toEqual([4, 2]);
  });

  it('covers every store of the merchant, each in its own time zone', async () => {
    const { report } = await reports(keys.manager).getBookingReport({ merchantId: ids.merchant, ...WEEK });
    expect(report!.storeIds).toEqual([ids.a, ids.b]);
    expect(report!.total).toMatchObject(count(6, 18, 1, 1));
    expect(report!.dayList[0]).toMatchObject({ date: '2026-03-02', count: count(4, 10, 1, 0) });
    expect([report!.diners, report!.repeatDiners]).toEqual([4, 2]);
  });
});

describe('who may see a report', () => {
  it('gives a store’s staff only their store, even when they ask for the merchant', async () => {
    const { report } = await reports(keys.storeAStaff).getBookingReport({ merchantId: ids.merchant, ...WEEK });
    expect(report!.storeIds).toEqual([ids.a]);
    expect(await refusal(reports(keys.storeAStaff).getBookingReport({ storeId: ids.b, ...WEEK }))).toMatchObject({
      code: 'permission_denied',
      message: SERVER_MESSAGE.reportNoStorePermission,
    });
  });

  it('refuses another merchant’s staff and diners; an administrator sees any store', async () => {
    expect(await refusal(reports(keys.otherStaff).getBookingReport({ storeId: ids.a, ...WEEK }))).toMatchObject({
      code: 'permission_denied',
      message: SERVER_MESSAGE.reportNoStorePermission,
    });
    expect(
      await refusal(reports(keys.otherStaff).getBookingReport({ merchantId: ids.merchant, ...WEEK })),
    ).toMatchObject({ code: 'permission_denied', message: SERVER_MESSAGE.reportNoStorePermission });
    expect(await refusal(reports(keys.diner).getBookingReport({ storeId: ids.a, ...WEEK }))).toMatchObject({
      code: 'permission_denied',
    });
    const { report } = await reports(keys.admin).getBookingReport({ storeId: ids.a, ...WEEK });
    expect(report!.total?.bookings).toBe(5);
  });

  it('refuses a range over 92 days, a reversed range and a missing scope, with the messages the app shows', async () => {
    const call = (r: object) => refusal(reports(keys.manager).getBookingReport({ storeId: ids.a, ...WEEK, ...r }));
    expect(await call({ startDate: '2026-01-01', endDate: '2026-04-03' })).toMatchObject({
      code: 'invalid_argument',
      message: SERVER_MESSAGE.reportRangeTooLong,
    });
    const { report } = await reports(keys.manager).getBookingReport({
      storeId: ids.a,
      startDate: '2026-01-01',
      endDate: '2026-04-02',
    });
    expect(report!.dayList).toHaveLength(92);
    expect(await call({ startDate: '2026-03-08', endDate: '2026-03-02' })).toMatchObject({
      message: SERVER_MESSAGE.invalidDate,
    });
    expect(await refusal(reports(keys.manager).getBookingReport({ ...WEEK }))).toMatchObject({
      code: 'invalid_argument',
      message: SERVER_MESSAGE.reportScopeRequired,
    });
  });
});
