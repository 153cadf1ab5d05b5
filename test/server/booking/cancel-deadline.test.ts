import { timestampDate } from '@bufbuild/protobuf/wkt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason as Reason, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingQuoteService } from '@gen/booking/v1/diner_booking_extra_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreBusinessConfigService, StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { addDays } from '@common/business-date';
import { hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// One cancellation deadline: the one quoted before paying, the one stored
// with the order and the one enforced are the same instant, computed in the
// store's zone (Hong Kong) while the server's host runs in Los Angeles.
process.env.TZ = 'America/Los_Angeles';

const clock = testClock('2026-11-25T12:54:00Z'); // 20:54 in Hong Kong, 04:54 in Los Angeles
const TODAY = '2026-11-25'; // in Hong Kong
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  await f.staffY.client(StoreSettingService).updateBookingConfig({
    storeId: f.y.storeId,
    bookingConfig: { minAdvanceBookingDay: 0, maxAdvanceBookingDay: 60, latestCancelDay: 1 },
  });
}, 60_000);
afterAll(() => server.close());

/** 19:00 on a Hong Kong date, as an instant: UTC+8 all year. */
const hongKong1900 = (date: string) => Date.parse(`${date}T11:00:00Z`);

async function quoteAndBook(date: string) {
  const at = {
    storeId: f.y.storeId,
    reservationDate: date,
    storeShiftId: f.y.dinnerId,
    reservationStartSecond: hm(19),
  };
  const quote = await f.dinerA.client(DinerBookingQuoteService).quoteBooking({ ...at, peopleCount: 2 });
  const { order } = await f.dinerA
    .client(DinerBookingOrderService)
    .createBookingOrder({ ...at, diner: { lastName: 'Deadline' }, adultCount: 2 });
  return {
    quoted: timestampDate(quote.cancelDeadlineTime!).getTime(),
    stored: timestampDate(order!.cancelDeadlineTime!).getTime(),
    id: order!.model!.id,
  };
}

const staffView = async (id: string) =>
  (await f.staffY.client(StoreBookingOrderService).getStoreBookingOrder({ storeId: f.y.storeId, bookingOrderId: id }))
    .order!;
const cancel = (id: string) => f.dinerA.client(DinerBookingOrderService).cancelMyBookingOrder({ bookingOrderId: id });

describe('the cancellation deadline', () => {
  it('is one day before the start on the store’s clock, the same quoted, stored and enforced', async () => {
    const date = addDays(TODAY, 3);
    const free = await quoteAndBook(date);
    expect(free.quoted).toBe(hongKong1900(addDays(date, -1)));
    expect(free.stored).toBe(free.quoted);
    const late = await quoteAndBook(addDays(date, 1));
    expect(late.stored).toBe(hongKong1900(date));

    clock.set(new Date(free.stored - 60_000).toISOString());
    const direct = await cancel(free.id);
    expect([direct.applied, Status[direct.order!.status], Reason[direct.order!.closeReason]]).toEqual([
      false,
      'CLOSED',
      'CREATOR_CANCEL',
    ]);

    clock.set(new Date(late.stored + 60_000).toISOString());
    const asked = await cancel(late.id);
    expect([asked.applied, Status[asked.order!.status]]).toEqual([true, 'WAIT_CANCEL_PROCESS']);
  });

  it('booked after it has passed (tomorrow’s dinner tonight), cancelling is an application even before the store confirms', async () => {
    clock.set('2026-11-25T12:54:00Z');
    await f.merchantStaff
      .client(StoreBusinessConfigService)
      .updateStoreBusinessConfig({ storeId: f.y.storeId, config: { autoAcceptMinute: 15 } });
    const tonight = await quoteAndBook(addDays(TODAY, 1));
    // 19:00 today in Hong Kong: already past at 20:54, and the quote says so.
    expect(tonight.quoted).toBe(hongKong1900(TODAY));
    expect(tonight.quoted).toBeLessThan(clock.now().getTime());
    expect(tonight.stored).toBe(tonight.quoted);
    expect(Status[(await staffView(tonight.id)).status]).toBe('WAIT_STORE_CONFIRM');

    const asked = await cancel(tonight.id);
    expect([asked.applied, Status[asked.order!.status]]).toEqual([true, 'WAIT_CANCEL_PROCESS']);
    // The store decides the application: its auto-accept does not confirm it meanwhile.
    clock.advance(20 * 60_000);
    await server.services.jobs.runDue(clock.now());
    expect(Status[(await staffView(tonight.id)).status]).toBe('WAIT_CANCEL_PROCESS');
    // Refused, it waits for the store again, and the auto-accept comes 15 minutes later.
    const { order: resumed } = await f.staffY
      .client(StoreBookingActionService)
      .resumeCanceling({ storeId: f.y.storeId, bookingOrderId: tonight.id });
    expect(Status[resumed!.status]).toBe('WAIT_STORE_CONFIRM');
    clock.advance(15 * 60_000);
    await server.services.jobs.runDue(clock.now());
    expect(Status[(await staffView(tonight.id)).status]).toBe('WAIT_SERVICE');
  });
});
