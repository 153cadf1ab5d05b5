import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingBoardService } from '@gen/booking/v1/store_booking_board_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { atBookingTime, shiftedClock } from '../../helpers/booking-time';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Staff app: the booking board polls this to show other devices' changes.
const clock = shiftedClock();
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const versionOf = async (date: string, storeId = f.x.storeId) =>
  (await f.staffX.client(StoreBookingBoardService).getBookingDayVersion({ storeId, reservationDate: date })).version;

async function staffOrder(date: string) {
  const { order } = await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Board', phone: '13700000001', phoneRegionCode: '86' },
    reservationDate: date,
    adultCount: 2,
    storeShiftId: f.x.dinnerId,
    reservationStartSecond: hm(18),
  });
  return order!;
}

describe('the booking day version', () => {
  it('changes with every order change of the date, and only of that date', async () => {
    const day = f.date(3);
    const other = f.date(4);
    const empty = await versionOf(day);
    expect(await versionOf(day)).toBe(empty);

    const order = await staffOrder(day);
    const created = await versionOf(day);
    expect(created).not.toBe(empty);
    const otherBefore = await versionOf(other);

    const ref = { storeId: f.x.storeId, bookingOrderId: order.model!.id };
    await f.staffX.client(StoreBookingModifyService).modifyStoreRemark({ ...ref, storeRemark: 'by the window' });
    const remarked = await versionOf(day);
    expect(remarked).not.toBe(created);
    // Nothing changed since: the same answer, so the board does not reload.
    expect(await versionOf(day)).toBe(remarked);
    expect(await versionOf(other)).toBe(otherBefore);

    await atBookingTime(clock, order, () => f.staffX.client(StoreBookingActionService).arriveBookingOrder(ref));
    const arrived = await versionOf(day);
    expect(arrived).not.toBe(remarked);

    // Moving the order to another date changes both dates.
    const fresh = await staffOrder(day);
    const beforeMove = await versionOf(day);
    await f.staffX.client(StoreBookingModifyService).modifyTableAllocation({
      storeId: f.x.storeId,
      bookingOrderId: fresh.model!.id,
      reservationDate: other,
    });
    expect(await versionOf(day)).not.toBe(beforeMove);
    expect(await versionOf(other)).not.toBe(otherBefore);
  });

  it('changes when a table item is locked or unlocked', async () => {
    const day = f.date(5);
    const before = await versionOf(day);
    const tables = f.staffX.client(StoreTableService);
    const { lock } = await tables.lockTableItem({
      storeId: f.x.storeId,
      storeTableItemId: f.x.items.two[0],
      reservationDate: day,
      startSecond: hm(12),
      endSecond: hm(13),
    });
    const locked = await versionOf(day);
    expect(locked).not.toBe(before);
    await tables.unlockTableItem({ storeId: f.x.storeId, lockId: lock!.id });
    expect(await versionOf(day)).not.toBe(locked);
  });

  it('is for the store’s staff only, and wants a date', async () => {
    const board = (who: typeof f.staffX) => who.client(StoreBookingBoardService);
    expect(
      (await failure(board(f.staffY).getBookingDayVersion({ storeId: f.x.storeId, reservationDate: f.date(1) }))).code,
    ).toBe('PermissionDenied');
    expect(
      (await failure(board(f.dinerA).getBookingDayVersion({ storeId: f.x.storeId, reservationDate: f.date(1) }))).code,
    ).toBe('PermissionDenied');
    expect(
      (await failure(board(f.staffX).getBookingDayVersion({ storeId: f.x.storeId, reservationDate: 'tomorrow' })))
        .message,
    ).toBe('invalid date');
  });
});
