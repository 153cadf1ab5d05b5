import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { PermittedStoreService } from '@gen/store/v1/store_query_service_pb';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-accounts';
import { seedDemoData } from '../../../server/db/seed/demo.seed';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The demo stores accept a booking 15 minutes after it starts waiting for
// them. The demo's own waiting booking was written without that timer, so
// it waited for ever ("auto-accept after 15 minutes never fired").
const clock = testClock('2026-11-25T12:48:00Z'); // 20:48 in Shanghai, 20:48 in Hong Kong
let server: TestServer;
let staff: { sessionKey: string };
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  expect(await seedDemoData(server.database.db, clock.now())).toBe(true);
  const user = await server.services.users.findByPhone('86', DEMO_ACCOUNTS.staff.phone);
  staff = {
    sessionKey: (
      await server.services.sessions.start(user!.id, { clientPlatform: 'WEB', platformId: 'web', deviceId: 'd' })
    ).key,
  };
});
afterAll(() => server.close());

/** The demo's bookings for tomorrow (26 November) made in the app by a diner, not by staff. */
async function dinerBookings() {
  const stores = (await server.client(PermittedStoreService, staff).queryPermittedStores({})).list;
  const orders = [];
  for (const store of stores) {
    const { list } = await server
      .client(StoreBookingOrderService, staff)
      .queryStoreBookingOrders({ storeId: store.model!.id, startDate: '2026-11-26', endDate: '2026-11-26' });
    orders.push(...list.filter((o) => o.diner?.lastName === 'Zhou'));
  }
  return orders;
}

describe('the demo booking waiting for the store', () => {
  it('is accepted by the store’s timer 15 minutes after the demo data was loaded', async () => {
    const before = await dinerBookings();
    expect(before.map((o) => o.status)).toEqual([Status.WAIT_STORE_CONFIRM, Status.WAIT_STORE_CONFIRM]);

    clock.advance(14 * 60_000);
    await server.services.jobs.runDue(clock.now());
    expect((await dinerBookings()).map((o) => o.status)).toEqual([
      Status.WAIT_STORE_CONFIRM,
      Status.WAIT_STORE_CONFIRM,
    ]);

    clock.advance(60_000);
    expect(await server.services.jobs.runDue(clock.now())).toBeGreaterThanOrEqual(2);
    const after = await dinerBookings();
    expect(after.map((o) => o.status)).toEqual([Status.WAIT_SERVICE, Status.WAIT_SERVICE]);
    expect(after.map((o) => Number(o.storeConfirmTime!.seconds) * 1000)).toEqual([
      clock.now().getTime(),
      clock.now().getTime(),
    ]);
  });
});
