import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarCountMode } from '@gen/booking/v1/availability_pb';
import { StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingOrder_CloseReason, BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { countOrders, countTallies } from '@common/booking-counts';
import { hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Every count call of the staff app answers the same figures as the orders it
// lists, counted by the one definition in @common/booking-counts: closed orders
// are neither bookings nor guests, on a single day and over a range alike.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

describe('booking counts', () => {
  it('agree between the order list, the daily status counts, the status counts and the calendar', async () => {
    const orders = f.staffX.client(StoreBookingOrderService);
    const storeId = f.x.storeId;
    const [first, second] = [f.date(9), f.date(10)];
    const book = async (date: string, lastName: string, adultCount: number, start: number) =>
      (
        await orders.createStoreBookingOrder({
          storeId,
          diner: { lastName, phone: `1390000${String(start / 60).padStart(4, '0')}`, phoneRegionCode: '86' },
          reservationDate: date,
          adultCount,
          storeShiftId: start < hm(15) ? f.x.lunchId : f.x.dinnerId,
          reservationStartSecond: start,
        })
      ).order!;
    await book(first, 'Au', 2, hm(11));
    await book(first, 'Bo', 3, hm(12));
    const cancelled = await book(first, 'Cy', 5, hm(18));
    await book(second, 'Di', 4, hm(19));
    const rejected = await book(second, 'Ed', 6, hm(20));
    for (const order of [cancelled, rejected]) {
      await f.staffX.client(StoreBookingActionService).closeBookingOrder({
        storeId,
        bookingOrderId: order.model!.id,
        closeReason: BookingOrder_CloseReason.STORE_CANCEL,
      });
    }

    const listed = async (start: string, end: string) =>
      countOrders(
        (await orders.queryStoreBookingOrders({ storeId, startDate: start, endDate: end })).list.map((o) => ({
          status: Status[o.status],
          people: o.peopleCount,
        })),
      );
    const calendar = async (mode: CalendarCountMode) =>
      new Map(
        (
          await f.staffX
            .client(StoreAvailabilityService)
            .queryStoreDailyInventoryCount({ storeId, startDate: first, endDate: second, peopleCount: 2, mode })
        ).list.map((d) => [d.date, d.count]),
      );
    const daily = new Map(
      (await orders.countDailyStatus({ storeId, startDate: first, endDate: second })).list.map((d) => [
        d.date,
        countTallies(d.list.map((c) => ({ status: Status[c.status], count: c.count }))),
      ]),
    );
    const [byOrders, byDiners] = [await calendar(CalendarCountMode.ORDERS), await calendar(CalendarCountMode.DINERS)];

    const firstDay = await listed(first, first);
    expect(firstDay).toEqual({
      bookings: 2,
      guests: 5,
      closed: 1,
      byStatus: { WAIT_SERVICE: 2, CLOSED: 1 },
    });
    for (const date of [first, second]) {
      const day = await listed(date, date);
      expect(daily.get(date)).toMatchObject({ bookings: day.bookings, closed: day.closed, byStatus: day.byStatus });
      expect(byOrders.get(date)).toBe(day.bookings);
      expect(byDiners.get(date)).toBe(day.guests);
    }

    const range = await listed(first, second);
    expect(range).toEqual({ bookings: 3, guests: 9, closed: 2, byStatus: { WAIT_SERVICE: 3, CLOSED: 2 } });
    const byStatus = await orders.countStoreBookingOrdersByStatus({ storeId, startDate: first, endDate: second });
    expect(countTallies(byStatus.list.map((c) => ({ status: Status[c.status], count: c.count })))).toMatchObject({
      bookings: range.bookings,
      closed: range.closed,
      byStatus: range.byStatus,
    });
  });
});
