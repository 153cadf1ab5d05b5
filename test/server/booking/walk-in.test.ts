import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BookingOrderLog_Type as LogType,
  BookingOrder_Source as Source,
  BookingOrder_Status as Status,
} from '@gen/booking/v1/booking_order_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreWalkInService } from '@gen/booking/v1/store_walk_in_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, hm, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A party walks into store X (Shanghai; lunch 11:00-14:00, turn 90 minutes;
// tables Two 2 seats x2, Four 4 seats x3, Ten 10 seats x1) at 12:00 local
// time, while the server's host runs in Los Angeles: the host seats it now on
// a free table, with no phone and no message to anyone.
const clock = testClock('2030-03-01T04:00:00Z'); // 12:00 in Shanghai
const DATE = '2030-03-01';
let server: TestServer;
let f: BookingFixture;
const walkIns = () => f.staffX.client(StoreWalkInService);
const seat = (items: string[], adultCount = 2, more: Record<string, unknown> = {}) =>
  walkIns().seatWalkIn({ storeId: f.x.storeId, adultCount, storeTableItemIdList: items, ...more });
const eventsOf = (orderId: string) =>
  server.database.db.selectFrom('notification_event').select('type').where('booking_order_id', '=', orderId).execute();

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  // Four #1 is booked from 13:00, inside a walk-in's 90-minute turn from 12:00.
  await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: f.x.storeId,
    diner: { lastName: 'Booked', phoneRegionCode: '86', phone: '13800138000' },
    reservationDate: DATE,
    adultCount: 4,
    storeShiftId: f.x.lunchId,
    reservationStartSecond: hm(13),
    storeTableItemIdList: [f.x.items.four[0]],
  });
}, 60_000);
afterAll(() => server.close());

describe('seating a walk-in', () => {
  it('lists the tables free from now until the turn ends, for the shift open now', async () => {
    const answer = await walkIns().getWalkInTables({ storeId: f.x.storeId, peopleCount: 4 });
    expect(answer).toMatchObject({
      reservationDate: DATE,
      storeShiftId: f.x.lunchId,
      storeShiftName: 'Lunch',
      reservationStartSecond: hm(12),
      reservationEndSecond: hm(13, 30),
    });
    const ids = answer.list.map((i) => i.storeTableItemId);
    expect(ids).not.toContain(f.x.items.four[0]);
    expect(ids).toEqual(expect.arrayContaining([f.x.items.four[1], f.x.items.ten[0], f.x.items.two[0]]));
    expect(answer.suggestedItemIdList).toEqual([f.x.items.four[1]]);
  });

  it('seats the party now, already arrived, with no phone, no deposit and no message', async () => {
    const { order } = await seat([f.x.items.two[0]], 2, { idempotencyKey: 'walk-1' });
    expect(order).toMatchObject({
      status: Status.WAIT_SERVICE,
      source: Source.WALK_IN,
      reservationDate: DATE,
      storeShiftId: f.x.lunchId,
      reservationStartSecond: hm(12),
      peopleCount: 2,
      storeTableItemIdList: [f.x.items.two[0]],
      depositAmount: '0',
    });
    expect(order!.arrivalTime).toBeTruthy();
    expect(order!.diner?.phone ?? '').toBe('');
    expect(await eventsOf(order!.model!.id)).toEqual([]);
    const { list } = await f.staffX
      .client(StoreBookingOrderService)
      .queryBookingOrderLogs({ storeId: f.x.storeId, bookingOrderId: order!.model!.id });
    expect(list.map((l) => l.type).sort()).toEqual([LogType.CREATE, LogType.ARRIVE].sort());

    // The same tap retried answers the same party, not a second one.
    const again = await seat([f.x.items.two[0]], 2, { idempotencyKey: 'walk-1' });
    expect(again.order!.model!.id).toBe(order!.model!.id);
  });

  it('refuses a table occupied now or booked before the turn would end', async () => {
    const taken = { code: 'Aborted', message: SERVER_MESSAGE.walkInTableTaken };
    expect(await failure(seat([f.x.items.two[0]]))).toEqual(taken);
    expect(await failure(seat([f.x.items.four[0]], 3))).toEqual(taken);
    expect(await failure(seat([], 2))).toEqual({
      code: 'InvalidArgument',
      message: SERVER_MESSAGE.walkInTableRequired,
    });
    const free = await walkIns().getWalkInTables({ storeId: f.x.storeId, peopleCount: 2 });
    expect(free.list.map((i) => i.storeTableItemId)).not.toContain(f.x.items.two[0]);
  });

  it('keeps a name or phone when the host takes one', async () => {
    const { order } = await seat([f.x.items.two[1]], 1, {
      diner: { lastName: 'Chen', phoneRegionCode: '86', phone: '13900139000' },
    });
    expect(order!.diner).toMatchObject({ lastName: 'Chen', phone: '13900139000' });
    expect(await eventsOf(order!.model!.id)).toEqual([]);
  });

  it('is refused outside the shifts open now', async () => {
    clock.set('2030-03-01T07:00:00Z'); // 15:00, between lunch and dinner
    try {
      expect(await failure(walkIns().getWalkInTables({ storeId: f.x.storeId, peopleCount: 2 }))).toEqual({
        code: 'FailedPrecondition',
        message: SERVER_MESSAGE.walkInNoShiftNow,
      });
      expect(await failure(seat([f.x.items.ten[0]]))).toMatchObject({ code: 'FailedPrecondition' });
    } finally {
      clock.set('2030-03-01T04:00:00Z');
    }
  });

  it('is only for the staff of the store: another store, a diner and no one are refused', async () => {
    const body = { storeId: f.x.storeId, adultCount: 2, storeTableItemIdList: [f.x.items.ten[0]] };
    const noStore = { code: 'PermissionDenied', message: SERVER_MESSAGE.noStorePermission };
    expect(await failure(f.staffY.client(StoreWalkInService).seatWalkIn(body))).toEqual(noStore);
    expect(await failure(f.dinerA.client(StoreWalkInService).seatWalkIn(body))).toEqual(noStore);
    expect(
      await failure(f.dinerA.client(StoreWalkInService).getWalkInTables({ storeId: f.x.storeId, peopleCount: 2 })),
    ).toEqual(noStore);
    expect(await failure(f.anonymous.client(StoreWalkInService).seatWalkIn(body))).toMatchObject({
      code: 'Unauthenticated',
    });
    // Nothing was seated by the refused calls: the big table is still free.
    const free = await walkIns().getWalkInTables({ storeId: f.x.storeId, peopleCount: 2 });
    expect(free.list.map((i) => i.storeTableItemId)).toContain(f.x.items.ten[0]);
  });
});
