import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { BookingOrder_Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import {
  failure,
  hm,
  makeBookingFixture,
  makeTinyStore,
  type BookingFixture,
  type Caller,
} from '../../helpers/booking-fixture';
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

describe("A diner's party change", () => {
  // Parties of two hold their table 90 minutes, larger ones three hours.
  let storeId: string;
  let shiftId: string;
  beforeAll(async () => {
    const store = await makeTinyStore(server, f, 'Asia/Shanghai', [
      {
        name: 'Dinner',
        startSecond: hm(17),
        endSecond: hm(23),
        durationSecond: hm(3),
        partySizeDurationList: [{ maxPeople: 2, durationSecond: hm(1, 30) }],
      },
    ]);
    storeId = store.storeId;
    shiftId = store.shiftIds[0];
    await f.staffX
      .client(StoreTableService)
      .createTable({ storeId, table: { name: 'S', seatCapacity: 6, tableCount: 2 } });
  });

  const book = async (who: Caller, date: string, startSecond: number) =>
    (
      await who.client(DinerBookingOrderService).createBookingOrder({
        storeId,
        diner: { lastName: 'Wu' },
        reservationDate: date,
        adultCount: 2,
        storeShiftId: shiftId,
        reservationStartSecond: startSecond,
      })
    ).order!;
  const changePax = (who: Caller, id: string, adultCount: number) =>
    who.client(DinerBookingOrderService).modifyMyPax({ bookingOrderId: id, adultCount, childCount: 0 });

  it('may not lengthen a booking into another of their pending ones', async () => {
    const date = f.date(14);
    const first = await book(f.dinerA, date, hm(18)); // 18:00-19:30
    await book(f.dinerA, date, hm(19, 30)); // 19:30-21:00, pending too
    expect(await failure(changePax(f.dinerA, first.model!.id, 4))).toEqual({
      code: 'FailedPrecondition',
      message: 'you have an order pending confirmation',
    });
    const mine = await f.dinerA.client(DinerBookingOrderService).getMyBookingOrder({ bookingOrderId: first.model!.id });
    expect(mine.order!.adultCount).toBe(2);
    // A party change that keeps the booking's length is taken.
    expect((await changePax(f.dinerA, first.model!.id, 1)).order!.adultCount).toBe(1);
  });

  it('keeps an overlap the booking already had', async () => {
    const date = f.date(15);
    const own = await book(f.dinerB, date, hm(18));
    // Staff book the same time for the diner's phone afterwards, asking a deposit: staff are not held to the rule.
    const { order: staffs } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
      storeId,
      diner: { lastName: 'Wu', phoneRegionCode: '86', phone: await phoneOf(f.dinerB) },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: shiftId,
      reservationStartSecond: hm(18),
      depositAmount: '5000',
    });
    expect(staffs!.status).toBe(BookingOrder_Status.WAIT_DEPOSIT_PAYMENT);
    expect((await changePax(f.dinerB, own.model!.id, 1)).order!.adultCount).toBe(1);
    // Lengthened, it would newly overlap nothing more: still taken.
    expect((await changePax(f.dinerB, own.model!.id, 4)).order!.adultCount).toBe(4);
  });
});
