import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The database's own guard under the domain's checks (migrations 0730, 0731):
// whatever writes an order or a hold, its shift, table and table items are
// its store's and its merchant is the store's; and every new or changed row
// takes a fresh board stamp, which the staff's booking board polls.

let server: TestServer;
let f: BookingFixture;
let orderId: string;

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  const made = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Keys', phoneRegionCode: '86', phone: '13912340001' },
    reservationDate: f.date(3),
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
  });
  orderId = made.order!.model!.id;
});
afterAll(() => server.close());

/** The SQLSTATE a statement fails with, or 'ok'. */
async function outcome(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await statement.execute(server.database.db);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe("An order's references stay within its store", () => {
  it("refuses another store's shift or table, and a merchant that is not the store's", async () => {
    expect(await outcome(sql`UPDATE booking_order SET store_shift_id = ${f.y.dinnerId} WHERE id = ${orderId}`)).toBe(
      '23503',
    );
    expect(await outcome(sql`UPDATE booking_order SET store_table_id = ${f.y.tables.ten} WHERE id = ${orderId}`)).toBe(
      '23503',
    );
    expect(await outcome(sql`UPDATE booking_order SET merchant_id = ${f.otherMerchantId} WHERE id = ${orderId}`)).toBe(
      '23503',
    );
    // The store's own shift and table are taken.
    expect(await outcome(sql`UPDATE booking_order SET store_shift_id = ${f.x.lunchId} WHERE id = ${orderId}`)).toBe(
      'ok',
    );
    expect(await outcome(sql`UPDATE booking_order SET store_table_id = ${f.x.tables.ten} WHERE id = ${orderId}`)).toBe(
      'ok',
    );
  });

  it("refuses a hold on another store's table item", async () => {
    const foreign = f.y.items.ten[0];
    expect(
      await outcome(
        sql`UPDATE table_occupancy SET store_table_item_id = ${foreign} WHERE booking_order_id = ${orderId}`,
      ),
    ).toBe('23503');
    const { rows } = await sql<{ item: string }>`
      SELECT store_table_item_id AS item FROM table_occupancy WHERE booking_order_id = ${orderId}`.execute(
      server.database.db,
    );
    expect(rows.map((r) => r.item)).not.toContain(foreign);
  });

  it("refuses a table item filed under another store's table", async () => {
    expect(
      await outcome(sql`UPDATE store_table_item SET store_table_id = ${f.y.tables.two} WHERE id = ${f.x.items.two[0]}`),
    ).toBe('23503');
  });
});

describe('Board stamps', () => {
  it('gives every new order and hold a fresh stamp, and a changed order a newer one', async () => {
    const stamp = async () =>
      (
        await sql<{ order: string; hold: string }>`
          SELECT o.board_seq AS order, (SELECT max(board_seq) FROM table_occupancy WHERE booking_order_id = o.id) AS hold
          FROM booking_order o WHERE o.id = ${orderId}`.execute(server.database.db)
      ).rows[0];
    const made = await stamp();
    expect(Number(made.order)).toBeGreaterThan(0);
    expect(Number(made.hold)).toBeGreaterThan(0);
    expect(made.hold).not.toBe(made.order);
    await sql`UPDATE booking_order SET store_remark = 'window seat' WHERE id = ${orderId}`.execute(server.database.db);
    expect(Number((await stamp()).order)).toBeGreaterThan(Math.max(Number(made.order), Number(made.hold)));
  });
});
