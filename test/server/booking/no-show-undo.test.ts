import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_Status as Status, BookingOrderLog_Type as LogType } from '@gen/booking/v1/booking_order_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { OfflinePaymentKind } from '@gen/payment/v1/payment_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A no-show recorded by mistake is undone through the order log the same
// business day (store time): the order waits for the party again, holds its
// table again, and the deposit the close kept is held again.
const clock = testClock('2026-11-25T12:54:00Z'); // 20:54 on the 25th in Shanghai
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const ref = (id: string) => ({ storeId: f.x.storeId, bookingOrderId: id });
const orders = () => f.staffX.client(StoreBookingOrderService);

/** Tomorrow's 19:00 booking with a ¥200 deposit paid in cash, marked a no-show at 19:30 (the store kept the deposit). */
async function noShow(name: string) {
  clock.set('2026-11-25T12:54:00Z');
  const { order } = await orders().createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: name },
    reservationDate: '2026-11-26',
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(19),
    depositAmount: '20000',
  });
  const id = order!.model!.id;
  await f.staffX.client(StoreDepositService).payDepositOffline({ ...ref(id), offlineKind: OfflinePaymentKind.CASH });
  clock.set('2026-11-26T11:30:00Z'); // 19:30 on the 26th in Shanghai
  const closed = (await f.staffX.client(StoreBookingActionService).notArriveBookingOrder(ref(id))).order!;
  expect([Status[closed.status], closed.depositForfeitAmount, closed.netPaidAmount]).toEqual(['CLOSED', '20000', '0']);
  const { list } = await orders().queryBookingOrderLogs(ref(id));
  const close = list.find((l) => l.type === LogType.CLOSE)!;
  expect(close.revertible).toBe(true);
  return { id, close, itemIds: closed.storeTableItemIdList };
}

describe('undoing a no-show through the log', () => {
  it('the same day: waiting for the party again, its table held, the deposit held again', async () => {
    const { id, close, itemIds } = await noShow('Mistake');
    clock.set('2026-11-26T14:00:00Z'); // 22:00, still the 26th in Shanghai
    const { order } = await orders().revertBookingOrderLog({ ...ref(id), bookingOrderLogId: close.id });
    expect([Status[order!.status], order!.depositForfeitAmount, order!.netPaidAmount]).toEqual([
      'WAIT_SERVICE',
      '0',
      '20000',
    ]);
    expect(order!.storeTableItemIdList).toEqual(itemIds);
    // Its table is held again: another booking cannot take it at that time.
    const taken = await failure(
      orders().createStoreBookingOrder({
        storeId: f.x.storeId,
        diner: { lastName: 'Other' },
        reservationDate: '2026-11-26',
        adultCount: 2,
        storeShiftId: f.x.dinnerId,
        reservationStartSecond: hm(19),
        storeTableItemIdList: itemIds,
      }),
    );
    expect(taken.message).toBe('the table is occupied at that time');
    // And the party that did come can now be marked arrived.
    const arrived = (await f.staffX.client(StoreBookingActionService).arriveBookingOrder(ref(id))).order!;
    expect(arrived.arrivalTime).toBeDefined();
  });

  it('the next day: refused with its message, nothing changes', async () => {
    const { id, close } = await noShow('Late');
    clock.set('2026-11-26T16:00:00Z'); // midnight: the 27th in Shanghai
    expect(await failure(orders().revertBookingOrderLog({ ...ref(id), bookingOrderLogId: close.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'a no-show can only be undone on the day it was recorded',
    });
    const { order } = await orders().getStoreBookingOrder(ref(id));
    expect([Status[order!.status], order!.depositForfeitAmount]).toEqual(['CLOSED', '20000']);
  });
});
