import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { DinerWaitlistService } from '@gen/booking/v1/diner_waitlist_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { WaitlistEntry_Status as Status } from '@gen/booking/v1/waitlist_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { addStaff, hm, makeBookingFixture, makeStore, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// An offer holds tables, not the kitchen's pace: when other bookings fill the
// offered quarter hour before the diner accepts, accepting says the slot is
// gone and keeps their place, as when the table itself was taken.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

async function runJobs() {
  for (let i = 0; i < 20; i++) if ((await server.services.jobs.runDue(new Date())) === 0) return;
}

describe('a waitlist offer and the kitchen pacing', () => {
  it('answers slot gone, keeping the place, when the quarter hour filled up after the offer', async () => {
    const s = await makeStore(server, f.merchantId, 'Paced waitlist', 'Asia/Shanghai');
    await addStaff(server, f.staffX.userId, f.merchantId, s.storeId);
    await f.staffX
      .client(StoreTableService)
      .createTable({ storeId: s.storeId, table: { name: 'Hall', seatCapacity: 10, tableCount: 20 } });
    // One party may start per quarter hour; tables never run out.
    await f.staffX.client(StoreShiftService).updateShift({
      storeId: s.storeId,
      shiftId: s.dinnerId,
      shift: {
        name: 'Dinner',
        startSecond: hm(17),
        endSecond: hm(22),
        deltaSecond: 600,
        durationSecond: 7200,
        pacingMaxParties: 1,
      },
    });
    const date = f.date(5);
    const at = { storeId: s.storeId, reservationDate: date, storeShiftId: s.dinnerId, adultCount: 2 };
    const first = await f.dinerA
      .client(DinerBookingOrderService)
      .createBookingOrder({ ...at, diner: { lastName: 'First' }, reservationStartSecond: hm(18) });
    // 18:00-18:14 is paced: B waits for it.
    const joined = await f.dinerB.client(DinerWaitlistService).joinWaitlist({
      storeId: s.storeId,
      reservationDate: date,
      windowStartSecond: hm(18),
      windowEndSecond: hm(18, 10),
      adultCount: 2,
      diner: { lastName: 'Wait' },
    });
    const entryId = joined.entry!.id;
    await f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: first.order!.model!.id });
    await runJobs();
    const [offered] = (await f.dinerB.client(DinerWaitlistService).queryMyWaitlist({})).entryList;
    expect(offered.status).toBe(Status.OFFERED);
    // Staff book a phone party into that quarter hour anyway.
    await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      ...at,
      diner: { lastName: 'Phone', phoneRegionCode: '86', phone: '' },
      reservationStartSecond: offered.offerStartSecond,
      confirmOverPacing: true,
    });
    const answer = await f.dinerB.client(DinerWaitlistService).acceptWaitlistOffer({ entryId });
    expect(answer.slotGone).toBe(true);
    expect(answer.order).toBeUndefined();
    expect(answer.entry?.status).toBe(Status.WAITING);
  });
});
