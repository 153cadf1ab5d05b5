import type { DescService } from '@bufbuild/protobuf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State as Slot } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import { hm, makeBookingFixture, makeTinyStore, type BookingFixture } from '../../helpers/booking-fixture';
import { atBookingTime, shiftedClock } from '../../helpers/booking-time';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Availability keeps the holds it last read and asks the database only
// whether they changed (HeldCache). The changes come from anywhere: here from
// a second server instance on the same database, whose writes the first
// instance never sees pass through it.
// Server B marks the no-show at the booking's time; A reads on the real clock.
const clockOfB = shiftedClock();
let a: TestServer;
let b: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  a = await startTestServer();
  b = await startTestServer({}, a.database, false, { now: clockOfB.now });
  f = await makeBookingFixture(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Staff X's calls through server B. */
const staffOnB = <S extends DescService>(service: S) => b.client(service, { sessionKey: f.staffX.sessionKey });

/** The first slots of the one-item store's dinner, read through server A. */
async function dinnerAt(storeId: string, date: string) {
  const inventory = await a
    .client(DinerAvailabilityService, { sessionKey: f.dinerA.sessionKey })
    .queryBookingInventory({ storeId, reservationDate: date, peopleCount: 2 });
  return Object.fromEntries(inventory.list[0].slotList.map((s) => [s.startSecond / 3600, Slot[s.state]]));
}

describe('availability read again after a change made on another server instance', () => {
  it('shows a lock, an order and their release as soon as they are committed', async () => {
    const t = await makeTinyStore(a, f, 'Europe/Paris', [{ name: 'Dinner', startSecond: hm(18), endSecond: hm(22) }]);
    const date = f.date(6, t.timezone);
    const open = { 18: 'AVAILABLE', 18.5: 'AVAILABLE', 19: 'AVAILABLE', 19.5: 'AVAILABLE', 20: 'AVAILABLE' };
    expect(await dinnerAt(t.storeId, date)).toMatchObject(open);
    // Asked again with nothing changed: the same answer.
    expect(await dinnerAt(t.storeId, date)).toMatchObject(open);

    const { lock } = await staffOnB(StoreTableService).lockTableItem({
      storeId: t.storeId,
      storeTableItemId: t.itemId,
      reservationDate: date,
      startSecond: hm(18),
      endSecond: hm(19),
    });
    expect(await dinnerAt(t.storeId, date)).toMatchObject({ 18: 'TAKEN', 18.5: 'TAKEN', 19: 'AVAILABLE' });

    await staffOnB(StoreTableService).unlockTableItem({ storeId: t.storeId, lockId: lock!.id });
    expect(await dinnerAt(t.storeId, date)).toMatchObject(open);

    const { order } = await staffOnB(StoreBookingOrderService).createStoreBookingOrder({
      storeId: t.storeId,
      diner: { lastName: 'Elsewhere' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: t.shiftIds[0],
      reservationStartSecond: hm(20),
    });
    // 18:00 + the two-hour turn reaches 20:00; 20:00 itself is held.
    expect(await dinnerAt(t.storeId, date)).toMatchObject({ 18: 'TAKEN', 19: 'TAKEN', 20: 'TAKEN' });

    await atBookingTime(
      clockOfB,
      order!,
      () =>
        staffOnB(StoreBookingActionService).notArriveBookingOrder({
          storeId: t.storeId,
          bookingOrderId: order!.model!.id,
        }),
      10,
      t.timezone,
    );
    expect(await dinnerAt(t.storeId, date)).toMatchObject(open);
  });
});
