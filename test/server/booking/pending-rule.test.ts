import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '../../../src/gen/booking/v1/diner_booking_order_service_pb';
import { BookingOrder_Status } from '../../../src/gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '../../../src/gen/booking/v1/store_booking_order_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Spec section 5: a diner is refused 'you have an order pending payment'
// when they already have one for that store and time. "Have" as their order
// list shows it: the orders they made, and those staff made for their phone,
// which they see under their orders and pay from there.

let server: TestServer;
let f: BookingFixture;
let phoneOf: (who: Caller) => Promise<string>;

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  phoneOf = async (who) =>
    (
      await server.database.db
        .selectFrom('app_user')
        .select('phone')
        .where('id', '=', who.userId)
        .executeTakeFirstOrThrow()
    ).phone!;
});
afterAll(() => server.close());

const dinerBooks = (who: Caller, reservationDate: string, startSecond: number) =>
  who.client(DinerBookingOrderService).createBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Wu' },
    reservationDate,
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: startSecond,
  });

async function staffBooksFor(who: Caller, reservationDate: string, depositAmount: string) {
  const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Wu', phoneRegionCode: '86', phone: await phoneOf(who) },
    reservationDate,
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
    depositAmount,
  });
  return order!;
}

describe('A booking staff made for the diner', () => {
  it('waiting for their deposit, stops them booking the same time again', async () => {
    const date = f.date(12);
    const made = await staffBooksFor(f.dinerA, date, '5000');
    expect(made.status).toBe(BookingOrder_Status.WAIT_DEPOSIT_PAYMENT);
    // It is the diner's: in their orders, to pay from there.
    const mine = await f.dinerA.client(DinerBookingOrderService).queryMyBookingOrders({});
    expect(mine.list.map((o) => o.model!.id)).toContain(made.model!.id);

    expect(await failure(dinerBooks(f.dinerA, date, hm(19)))).toEqual({
      code: 'FailedPrecondition',
      message: 'you have an order pending payment',
    });
    // Another time of the day, or another diner at that time, books.
    expect((await dinerBooks(f.dinerA, date, hm(20, 30))).order!.status).toBe(BookingOrder_Status.WAIT_STORE_CONFIRM);
    expect((await dinerBooks(f.dinerB, date, hm(19))).order!.status).toBe(BookingOrder_Status.WAIT_STORE_CONFIRM);
  });

  it('confirmed at once (no deposit asked), does not stop them', async () => {
    const date = f.date(13);
    const made = await staffBooksFor(f.dinerA, date, '0');
    expect(made.status).toBe(BookingOrder_Status.WAIT_SERVICE);
    expect((await dinerBooks(f.dinerA, date, hm(19))).order!.status).toBe(BookingOrder_Status.WAIT_STORE_CONFIRM);
  });
});
