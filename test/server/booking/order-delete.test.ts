import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarCountMode } from '@gen/booking/v1/availability_pb';
import { StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import {
  BookingOrder_CloseReason as CloseReason,
  BookingOrderLog_Type as LogType,
  BookingOrder_Status as Status,
} from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderDeleteService } from '@gen/booking/v1/store_booking_order_delete_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Rule: staff delete only CLOSED orders. An open order still holds tables or
// money; a FINISHED one is a served meal that belongs in the store's figures.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const date = () => f.date(20);
const slot = (lastName: string, start: number) => ({
  storeId: f.x.storeId,
  diner: { lastName },
  reservationDate: date(),
  adultCount: 2,
  storeShiftId: f.x.dinnerId,
  reservationStartSecond: start,
});
/** The diner's own booking (one at a time may wait for the store). */
const dinerBooks = async (lastName: string, start: number) =>
  (await f.dinerA.client(DinerBookingOrderService).createBookingOrder(slot(lastName, start))).order!;
/** Staff book for a walk-in or a phone call. */
const book = async (lastName: string, start: number) =>
  (await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder(slot(lastName, start))).order!;
const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const remove = (id: string, who = f.staffX) =>
  who.client(StoreBookingOrderDeleteService).deleteBookingOrder({ storeId: f.x.storeId, bookingOrderId: id });

describe('staff delete an order', () => {
  it('takes a closed order off the list, the counts, the calendar and search, while the diner still sees it', async () => {
    await book('Keep', hm(18));
    const gone = await dinerBooks('Gone', hm(19));
    await f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(gone.model!.id), closeReason: CloseReason.STORE_CANCEL });
    const orders = f.staffX.client(StoreBookingOrderService);
    const day = { storeId: f.x.storeId, startDate: date(), endDate: date() };
    const closedCount = async () =>
      (await orders.countStoreBookingOrdersByStatus(day)).list.find((c) => c.status === Status.CLOSED)?.count ?? 0;
    expect(await closedCount()).toBe(1);

    await remove(gone.model!.id);

    expect((await orders.queryStoreBookingOrders(day)).list.map((o) => o.diner!.lastName)).toEqual(['Keep']);
    expect((await orders.queryStoreBookingOrders({ storeId: f.x.storeId, keyword: gone.orderNo })).list).toEqual([]);
    expect(await closedCount()).toBe(0);
    const daily = (await orders.countDailyStatus(day)).list.flatMap((d) => d.list);
    expect(daily.find((c) => c.status === Status.CLOSED)).toBeUndefined();
    const calendar = await f.staffX.client(StoreAvailabilityService).queryStoreDailyInventoryCount({
      ...day,
      peopleCount: 2,
      mode: CalendarCountMode.ORDERS,
    });
    expect(calendar.list.find((d) => d.date === date())?.count).toBe(1);
    // Opening it again (an old link): it no longer exists for staff, nor can it be changed or deleted twice.
    expect(await failure(orders.getStoreBookingOrder(ref(gone.model!.id)))).toEqual({
      code: 'NotFound',
      message: 'booking order does not exist',
    });
    expect((await failure(remove(gone.model!.id))).code).toBe('NotFound');

    // The diner's own history keeps it, closed as it was.
    const mine = await f.dinerA.client(DinerBookingOrderService).queryMyBookingOrders({});
    expect(mine.list.find((o) => o.model!.id === gone.model!.id)?.status).toBe(Status.CLOSED);

    // The log records who deleted it.
    const log = await server.database.db
      .selectFrom('booking_order_log')
      .select(['type', 'operator_type'])
      .where('booking_order_id', '=', gone.model!.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toEqual({ type: LogType[LogType.DELETE], operator_type: 'STORE' });
  });

  it('refuses an order that is not closed, with the reason, and leaves it where it was', async () => {
    const open = await book('Open', hm(20));
    expect(await failure(remove(open.model!.id))).toEqual({
      code: 'FailedPrecondition',
      message: 'only a closed order can be deleted, close it first',
    });
    const still = await f.staffX.client(StoreBookingOrderService).getStoreBookingOrder(ref(open.model!.id));
    expect(still.order?.status).toBe(Status.WAIT_SERVICE);
  });

  it('refuses a finished order: a served meal stays in the store’s figures', async () => {
    const order = await book('Served', hm(17));
    await server.database.db
      .updateTable('booking_order')
      .set({ status: 'FINISHED', complete_time: new Date() })
      .where('id', '=', order.model!.id)
      .execute();
    expect((await failure(remove(order.model!.id))).message).toBe('only a closed order can be deleted, close it first');
  });

  it('lets only the store’s own staff delete', async () => {
    const order = await book('Theirs', hm(21));
    await f.staffX
      .client(StoreBookingActionService)
      .closeBookingOrder({ ...ref(order.model!.id), closeReason: CloseReason.STORE_CANCEL });
    expect((await failure(remove(order.model!.id, f.staffY))).message).toBe('no store permission');
    expect((await failure(remove(order.model!.id, f.dinerA))).message).toBe('no store permission');
    expect(
      await failure(
        f.staffY
          .client(StoreBookingOrderDeleteService)
          .deleteBookingOrder({ storeId: f.y.storeId, bookingOrderId: order.model!.id }),
      ),
    ).toEqual({ code: 'NotFound', message: 'booking order does not exist' });
    await remove(order.model!.id);
  });
});
