import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
let diners: Caller[] = [];
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  diners = await Promise.all(
    Array.from({ length: 40 }, async (_, i) => {
      const s = await server.createUserSession({ nickname: `racer ${i}` });
      return { ...s, client: (service) => server.client(service, { sessionKey: s.sessionKey }) } as Caller;
    }),
  );
}, 60_000);
afterAll(() => server.close());

describe('no double booking', () => {
  it('gives the last free table to exactly one of many simultaneous diners; the rest hear it is full', async () => {
    const date = f.date(5);
    // Everything but one two-seat item is locked all day.
    for (const itemId of [f.x.items.two[1], ...f.x.items.four, ...f.x.items.ten]) {
      await f.staffX.client(StoreTableService).lockTableItem({
        storeId: f.x.storeId,
        storeTableItemId: itemId,
        reservationDate: date,
        startSecond: 0,
        endSecond: hm(24),
      });
    }
    const rounds = [
      [f.x.lunchId, hm(11, 30)],
      [f.x.dinnerId, hm(17)],
      [f.x.dinnerId, hm(19, 30)],
    ] as const;
    for (const [round, [shiftId, start]] of rounds.entries()) {
      const results = await Promise.allSettled(
        diners.map((d) =>
          d.client(DinerBookingOrderService).createBookingOrder({
            storeId: f.x.storeId,
            diner: { lastName: 'Race' },
            reservationDate: date,
            adultCount: 2,
            storeShiftId: shiftId,
            reservationStartSecond: start,
          }),
        ),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      expect(won, `round ${round}`).toHaveLength(1);
      const lost = await Promise.all(
        results
          .filter((r) => r.status === 'rejected')
          .map((r) => failure(Promise.reject((r as PromiseRejectedResult).reason))),
      );
      expect(new Set(lost.map((l) => l.message))).toEqual(new Set(['Booking is full, please select again']));
    }
    const held = await server.database.db
      .selectFrom('table_occupancy')
      .select(['store_table_item_id'])
      .where('reservation_date', '=', date)
      .where('kind', '=', 'ORDER')
      .where('is_using', '=', true)
      .execute();
    expect(held.map((h) => h.store_table_item_id)).toEqual([f.x.items.two[0], f.x.items.two[0], f.x.items.two[0]]);
  }, 60_000);

  it('is enforced by the database itself: an overlapping hold is refused even without the application', async () => {
    const date = f.date(6);
    const insert = (start: string, end: string) =>
      sql`INSERT INTO table_occupancy (store_id, store_table_item_id, kind, reservation_date, start_second, end_second, during)
          VALUES (${f.x.storeId}, ${f.x.items.ten[0]}, 'LOCK', ${date}, 0, 1, tstzrange(${start}::timestamptz, ${end}::timestamptz))`.execute(
        server.database.db,
      );
    await insert(`${date}T10:00:00Z`, `${date}T12:00:00Z`);
    await insert(`${date}T12:00:00Z`, `${date}T13:00:00Z`); // back to back is fine
    const error = await insert(`${date}T11:59:00Z`, `${date}T12:30:00Z`).catch((e) => e);
    expect((error as { code?: string }).code).toBe('23P01');
  });
});
