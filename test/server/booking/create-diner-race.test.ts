import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { BookingContextCache } from '../../../server/domain/booking/booking-context';
import { PhoneRules } from '../../../server/domain/booking/diner-snapshot';
import { OrderCreateService } from '../../../server/domain/booking/order-create.service';
import type { CreateOrderInput } from '../../../server/domain/booking/order-draft';
import { createInput } from '../../helpers/create-input';
import { hm, makeBookingFixture, makeTinyStore, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A diner may not hold two orders at one store over the same time while the
// first still waits for payment or the store. Creates are serialized per
// store and business date; a booking late on one date and one early on the
// next can overlap in time under two different date locks. These tests send
// such a pair at the same moment, each in a transaction of its own, and
// check that the rule still holds.

let server: TestServer;
let f: BookingFixture;
let store: { storeId: string; shiftIds: string[] };
let service: OrderCreateService;

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  // A supper shift to 02:00 and a night shift from midnight, two tables: the
  // two bookings below would both find a table.
  store = await makeTinyStore(server, f, 'Asia/Shanghai', [
    { name: 'Supper', startSecond: hm(22), endSecond: hm(26) },
    { name: 'Night', startSecond: hm(0), endSecond: hm(3) },
  ]);
  await f.staffX
    .client(StoreTableService)
    .createTable({ storeId: store.storeId, table: { name: 'U', seatCapacity: 2, tableCount: 1 } });
  const db = server.database.db;
  // Two lanes of one create each: the pair runs as two transactions side by side.
  service = new OrderCreateService(db, new BookingContextCache(), new PhoneRules(db), () => new Date(), {
    lanes: 2,
    maxGroup: 1,
  });
});
afterAll(() => server.close());

function asDiner(userId: string, reservationDate: string, shiftId: string, startSecond: number): CreateOrderInput {
  return createInput({
    storeId: store.storeId,
    audience: 'DINER',
    actor: { type: 'USER', userId },
    reservationDate,
    shiftId,
    startSecond,
  });
}

const outcome = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? 'made' : (r.reason as Error).message);

describe("A diner's overlapping bookings on two dates", () => {
  it('made at the same moment: one is made, the other waits for it and is refused', async () => {
    for (const [days, diner] of [
      [10, f.dinerA],
      [12, f.dinerB],
      [14, f.dinerA],
    ] as const) {
      const [date, next] = [f.date(days), f.date(days + 1)];
      // 23:30 on one date to 01:30 on the next, and 00:30 to 02:30 of that next date.
      const results = await Promise.allSettled([
        service.create(asDiner(diner.userId, date, store.shiftIds[0], hm(23, 30))),
        service.create(asDiner(diner.userId, next, store.shiftIds[1], hm(0, 30))),
      ]);
      expect(results.map(outcome).sort()).toEqual(['made', 'you have an order pending confirmation']);
    }
  });

  it('of two different diners are both made', async () => {
    const [date, next] = [f.date(20), f.date(21)];
    const results = await Promise.allSettled([
      service.create(asDiner(f.dinerA.userId, date, store.shiftIds[0], hm(23, 30))),
      service.create(asDiner(f.dinerB.userId, next, store.shiftIds[1], hm(0, 30))),
    ]);
    expect(results.map(outcome)).toEqual(['made', 'made']);
  });
});
