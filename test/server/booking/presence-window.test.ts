import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { MerchantDinerService } from '@gen/crm/v1/merchant_diner_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Arrive and no-show record the present: arrival is taken from two hours
// before the booking until its business day ends (store time), a no-show
// from the booking's start until then. Fixed dates on a controlled clock.
const clock = testClock('2026-11-25T12:54:00Z'); // 20:54 on the 25th in Shanghai
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const actions = () => f.staffX.client(StoreBookingActionService);
let phone = 13500000100;

/** A 19:00 booking on the 26th in Shanghai, made on the evening of the 25th. */
async function tomorrowAtSeven() {
  clock.set('2026-11-25T12:54:00Z');
  phone++;
  const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Window', phoneRegionCode: '86', phone: String(phone) },
    reservationDate: '2026-11-26',
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(19),
  });
  return { id: order!.model!.id, phone: String(phone) };
}

describe('arrival', () => {
  it("tomorrow's booking is refused with its message, and the diner's CRM shows no visit", async () => {
    const { id, phone } = await tomorrowAtSeven();
    expect(await failure(actions().arriveBookingOrder(ref(id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'arrival can be confirmed from 2 hours before the booking time',
    });
    const crm = f.staffX.client(MerchantDinerService);
    const risk = await crm.checkDinerRisk({ storeId: f.x.storeId, phone });
    const detail = await crm.getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: risk.diner!.model!.id });
    expect([detail.stats?.visitCount, detail.stats?.lastVisitDate]).toEqual([0, '']);
  });

  it('is taken from two hours before the start (17:00), and the visit is dated that day', async () => {
    const { id, phone } = await tomorrowAtSeven();
    clock.set('2026-11-26T08:59:00Z'); // 16:59
    expect((await failure(actions().arriveBookingOrder(ref(id)))).message).toBe(
      'arrival can be confirmed from 2 hours before the booking time',
    );
    clock.set('2026-11-26T09:00:00Z'); // 17:00
    expect((await actions().arriveBookingOrder(ref(id))).order!.arrivalTime).toBeDefined();
    const crm = f.staffX.client(MerchantDinerService);
    const risk = await crm.checkDinerRisk({ storeId: f.x.storeId, phone });
    const detail = await crm.getMerchantDiner({ storeId: f.x.storeId, merchantDinerId: risk.diner!.model!.id });
    expect(detail.stats?.lastVisitDate).toBe('2026-11-26');
  });

  it('is refused once the business day of the booking is over (midnight in Shanghai)', async () => {
    const { id } = await tomorrowAtSeven();
    clock.set('2026-11-26T15:59:00Z'); // 23:59 on the 26th: still taken
    expect((await actions().arriveBookingOrder(ref(id))).order!.arrivalTime).toBeDefined();
    const late = await tomorrowAtSeven();
    clock.set('2026-11-26T16:00:00Z'); // 00:00 on the 27th
    expect(await failure(actions().arriveBookingOrder(ref(late.id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'the booking day is over, arrival can no longer be confirmed',
    });
  });
});

describe('no-show', () => {
  it('is refused before the booking starts, taken from its start, nothing changes when refused', async () => {
    const { id } = await tomorrowAtSeven();
    clock.set('2026-11-26T10:59:00Z'); // 18:59
    expect(await failure(actions().notArriveBookingOrder(ref(id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'a no-show can be marked only after the booking time has begun',
    });
    const { order } = await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(id));
    expect(Status[order!.status]).toBe('WAIT_SERVICE');
    clock.set('2026-11-26T11:00:00Z'); // 19:00
    const closed = (await actions().notArriveBookingOrder(ref(id))).order!;
    expect(Status[closed.status]).toBe('CLOSED');
  });

  it('closing with the reason "absent" follows the same window', async () => {
    const { id } = await tomorrowAtSeven();
    expect(
      await failure(actions().closeBookingOrder({ ...ref(id), closeReason: BookingOrder_CloseReason.ABSENT })),
    ).toEqual({
      code: 'FailedPrecondition',
      message: 'a no-show can be marked only after the booking time has begun',
    });
  });

  it('is refused the day after the booking', async () => {
    const { id } = await tomorrowAtSeven();
    clock.set('2026-11-27T03:00:00Z'); // 11:00 on the 27th
    expect(await failure(actions().notArriveBookingOrder(ref(id)))).toEqual({
      code: 'FailedPrecondition',
      message: 'the booking day is over, a no-show can no longer be marked',
    });
  });
});
