import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformOverviewService } from '@gen/platform/v1/platform_overview_pb';
import { refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { insertOrder, insertShift } from '../report/report-fixture';

// One week, Monday 2026-03-02 to Sunday 2026-03-08, the payments' week bounded
// by Shanghai midnights (UTC+8): every figure below is counted by hand.

let server: TestServer;
const people: Record<string, { userId: string; sessionKey: string }> = {};

async function payment(
  kind: string,
  status: string,
  amount: number,
  currency: string,
  successTime: string,
  of: string | null = null,
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO payment_transaction (kind, status, purpose, subject_id, channel, method, amount, currency,
      transaction_no, success_time, payment_transaction_id)
    VALUES (${kind}, ${status}, 'BOOKING_ORDER_DEPOSIT', 1, 'WECHATPAY', 'MINI_PROGRAM', ${amount}, ${currency},
      ${`${kind}-${Math.random()}`}, ${successTime}::timestamptz, ${of}::bigint)
    RETURNING id`.execute(server.database.db);
  return rows[0].id;
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const jade = await createMerchant(db, 'Jade Garden');
  const crab = await createMerchant(db, 'Golden Crab');
  const bund = await createStore(db, jade, 'Jade · Bund');
  await createStore(db, jade, 'Jade · Central');
  const causeway = await createStore(db, crab, 'Crab · Causeway');
  await sql`UPDATE merchant SET disable_time = now() WHERE id = ${crab}`.execute(db);
  const lunch = await insertShift(db, bund, 'Lunch', 11 * 3600, 14 * 3600);
  const crabLunch = await insertShift(db, causeway, 'Lunch', 11 * 3600, 14 * 3600);
  const order = (storeId: string, merchantId: string, shiftId: string, date: string, extra: object) =>
    insertOrder(db, {
      storeId,
      merchantId,
      shiftId,
      date,
      startSecond: 12 * 3600,
      endSecond: 14 * 3600,
      start: `${date}T04:00:00Z`,
      ordered: '2026-02-20T02:00:00Z',
      adults: 2,
      status: 'FINISHED',
      phone: '13800000001',
      ...extra,
    });
  // In the week: 2 + 4 + 3 covers, one cancelled, one no-show; Sunday counts, the Monday after does not.
  await order(bund, jade, lunch, '2026-03-02', {});
  await order(bund, jade, lunch, '2026-03-08', {
    adults: 3,
    children: 1,
    status: 'CLOSED',
    closeReason: 'CREATOR_CANCEL',
  });
  await order(causeway, crab, crabLunch, '2026-03-05', { adults: 3, status: 'CLOSED', closeReason: 'ABSENT' });
  await order(bund, jade, lunch, '2026-03-09', {});
  await order(bund, jade, lunch, '2026-03-01', {});
  // An unpaid deposit is no booking.
  await order(bund, jade, lunch, '2026-03-03', { status: 'CLOSED', closeReason: 'DEPOSIT_PAYMENT_FAIL' });

  // Monday 00:30 in Shanghai is Sunday 16:30 UTC: inside. Sunday 23:59 Shanghai is inside, Monday 00:00 after is not.
  const first = await payment('PAYMENT', 'SUCCESS', 20000, 'CNY', '2026-03-01T16:30:00Z');
  await payment('PAYMENT', 'SETTLED', 5000, 'CNY', '2026-03-08T15:59:00Z');
  await payment('PAYMENT', 'SUCCESS', 9999, 'CNY', '2026-03-08T16:00:00Z');
  await payment('PAYMENT', 'FAIL', 7777, 'CNY', '2026-03-03T02:00:00Z');
  await payment('REFUND', 'SUCCESS', 3000, 'CNY', '2026-03-04T02:00:00Z', first);
  await payment('PAYMENT', 'WAIT_PAYOUT', 12000, 'HKD', '2026-03-06T02:00:00Z');

  for (const name of ['admin', 'manager', 'diner']) people[name] = await server.createUserSession({ nickname: name });
  await makeAdmin(db, people.admin.userId);
  await addStaff(db, people.manager.userId, jade, null, 'MANAGER');
});
afterAll(() => server.close());

const as = (who: string) => server.client(PlatformOverviewService, { sessionKey: people[who].sessionKey });

describe('the platform overview', () => {
  it('counts merchants and stores, the week’s bookings by store date and its money by currency', async () => {
    const overview = await as('admin').getPlatformOverview({ startDate: '2026-03-02', timeZone: 'Asia/Shanghai' });
    expect(overview).toMatchObject({
      merchants: 2,
      disabledMerchants: 1,
      stores: 3,
      disabledStores: 1,
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      bookings: 3,
      covers: 9,
      cancelled: 1,
      noShow: 1,
    });
    // The chart's days: each of the seven, the empty ones with zeros.
    expect(overview.dayList.map(({ date, bookings, covers }) => [date, bookings, covers])).toEqual([
      ['2026-03-02', 1, 2],
      ['2026-03-03', 0, 0],
      ['2026-03-04', 0, 0],
      ['2026-03-05', 1, 3],
      ['2026-03-06', 0, 0],
      ['2026-03-07', 0, 0],
      ['2026-03-08', 1, 4],
    ]);
    expect(overview.dayList.find((d) => d.date === '2026-03-05')).toMatchObject({ noShow: 1, cancelled: 0 });
    expect(overview.money.map(({ currency, paid, refunded, net }) => ({ currency, paid, refunded, net }))).toEqual([
      { currency: 'CNY', paid: '25000', refunded: '3000', net: '22000' },
      { currency: 'HKD', paid: '12000', refunded: '0', net: '12000' },
    ]);
  });

  it('bounds the money by the zone it is asked in', async () => {
    const utc = await as('admin').getPlatformOverview({ startDate: '2026-03-02', timeZone: 'UTC' });
    // In UTC the Sunday-16:30 payment falls before the week and the Monday-16:00 one inside it.
    expect(utc.money.find((m) => m.currency === 'CNY')).toMatchObject({ paid: '14999', refunded: '3000' });
  });

  it('refuses a bad date or zone, and anyone but an administrator', async () => {
    expect((await refusal(as('admin').getPlatformOverview({ startDate: '2026-02-30', timeZone: 'UTC' }))).message).toBe(
      'invalid date',
    );
    expect(
      (await refusal(as('admin').getPlatformOverview({ startDate: '2026-03-02', timeZone: 'Mars/Base' }))).message,
    ).toBe('invalid time zone');
    for (const who of ['manager', 'diner']) {
      expect((await refusal(as(who).getPlatformOverview({ startDate: '2026-03-02', timeZone: 'UTC' }))).code).toBe(
        'permission_denied',
      );
    }
  });
});
