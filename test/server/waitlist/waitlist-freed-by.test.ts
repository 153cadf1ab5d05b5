import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerWaitlistService } from '@gen/booking/v1/diner_waitlist_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { WaitlistEntry_Status as Status } from '@gen/booking/v1/waitlist_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { hm, makeBookingFixture, makeTinyStore, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Every way a table frees reaches the waitlist, not only a cancel: a booking
// moved to another day, and a staff lock lifted. One two-seat table, dinner
// 18:00-22:00 with a 2-hour turn; diner B waits for 18:00-19:00.
const clock = testClock('2030-04-01T02:00:00Z'); // 10:00 in Shanghai
let server: TestServer;
let f: BookingFixture;
let storeId: string;
let dinnerId: string;
let itemId: string;
const runJobs = async () => {
  for (let i = 0; i < 20; i++) if ((await server.services.jobs.runDue(clock.now())) === 0) return;
};
const statusOfB = async (date: string) =>
  (await f.dinerB.client(DinerWaitlistService).queryMyWaitlist({})).entryList.find((e) => e.reservationDate === date)
    ?.status;
const wait = (date: string) =>
  f.dinerB.client(DinerWaitlistService).joinWaitlist({
    storeId,
    reservationDate: date,
    windowStartSecond: hm(18),
    windowEndSecond: hm(19),
    adultCount: 2,
    diner: { lastName: 'Wait' },
  });

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  const tiny = await makeTinyStore(server, f, 'Asia/Shanghai', [
    { name: 'Dinner', startSecond: hm(18), endSecond: hm(22) },
  ]);
  ({ storeId, itemId } = tiny);
  dinnerId = tiny.shiftIds[0];
}, 60_000);
afterAll(() => server.close());

describe('tables freed other ways', () => {
  it('offers the slot when staff move the booking that held it to another day', async () => {
    const date = '2030-04-02';
    const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId,
      diner: { lastName: 'Moved' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: dinnerId,
      reservationStartSecond: hm(18),
    });
    await wait(date);
    await runJobs();
    expect(await statusOfB(date)).toBe(Status.WAITING);
    await f.staffX.client(StoreBookingModifyService).modifyTableAllocation({
      storeId,
      bookingOrderId: order!.model!.id,
      reservationDate: '2030-04-05',
    });
    await runJobs();
    expect(await statusOfB(date)).toBe(Status.OFFERED);
  });

  it('offers the slot when staff lift a lock on the table', async () => {
    const date = '2030-04-03';
    const tables = f.staffX.client(StoreTableService);
    const { lock } = await tables.lockTableItem({
      storeId,
      storeTableItemId: itemId,
      reservationDate: date,
      startSecond: hm(17),
      endSecond: hm(22),
    });
    await wait(date);
    await runJobs();
    expect(await statusOfB(date)).toBe(Status.WAITING);
    await tables.unlockTableItem({ storeId, lockId: lock!.id });
    await runJobs();
    expect(await statusOfB(date)).toBe(Status.OFFERED);
  });
});
