import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State as Slot } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService, StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
import { StoreBookingModifyService } from '@gen/booking/v1/store_booking_modify_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import {
  addStaff,
  failure,
  hm,
  makeBookingFixture,
  makeStore,
  type BookingFixture,
  type Caller,
} from '../../helpers/booking-fixture';
import { createInput } from '../../helpers/create-input';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const PACING_FULL = 'the kitchen is at its limit for this time, please choose another time';
const LIMIT_INVALID = 'a pacing limit must be empty or a whole number from 1 to 1000 covers or 1 to 200 parties';

let server: TestServer;
let f: BookingFixture;
let diners: Caller[] = [];
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  diners = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const s = await server.createUserSession({ nickname: `pacer ${i}` });
      return { ...s, client: (service) => server.client(service, { sessionKey: s.sessionKey }) } as Caller;
    }),
  );
}, 60_000);
afterAll(() => server.close());

let stores = 0;
/**
 * A store of staff X whose dinner (17:00-22:00, a time every 10 minutes, 2 h
 * turns) has the given pacing, and twenty ten-seat tables: tables never
 * run out, so only pacing refuses.
 */
async function pacedStore(pacing: { pacingMaxCovers?: number; pacingMaxParties?: number }) {
  const s = await makeStore(server, f.merchantId, `Paced ${++stores}`, 'Asia/Shanghai');
  await addStaff(server, f.staffX.userId, f.merchantId, s.storeId);
  await f.staffX
    .client(StoreTableService)
    .createTable({ storeId: s.storeId, table: { name: 'Hall', seatCapacity: 10, tableCount: 20 } });
  await setDinner(s.storeId, s.dinnerId, pacing);
  return { storeId: s.storeId, dinnerId: s.dinnerId, date: f.date(5) };
}

const setDinner = (storeId: string, shiftId: string, pacing: Record<string, number | undefined>, by = f.staffX) =>
  by.client(StoreShiftService).updateShift({
    storeId,
    shiftId,
    shift: {
      name: 'Dinner',
      startSecond: hm(17),
      endSecond: hm(22),
      deltaSecond: 600,
      durationSecond: 7200,
      ...pacing,
    },
  });

type Paced = Awaited<ReturnType<typeof pacedStore>>;

const dinerSlots = async (s: Paced, people: number, by: Caller = f.dinerA) => {
  const inventory = await by
    .client(DinerAvailabilityService)
    .queryBookingInventory({ storeId: s.storeId, reservationDate: s.date, peopleCount: people });
  const dinner = inventory.list.find((i) => i.storeShiftId === s.dinnerId)!;
  return (second: number) => Slot[dinner.slotList.find((x) => x.startSecond === second)!.state];
};

const dinerBooks = (s: Paced, start: number, people: number, by: Caller = f.dinerA) =>
  by.client(DinerBookingOrderService).createBookingOrder({
    storeId: s.storeId,
    diner: { lastName: 'Diner' },
    reservationDate: s.date,
    adultCount: people,
    storeShiftId: s.dinnerId,
    reservationStartSecond: start,
  });

const staffBooks = (s: Paced, start: number, people = 2, confirmOverPacing = false, by = f.staffX) =>
  by.client(StoreBookingOrderService).createStoreBookingOrder({
    storeId: s.storeId,
    diner: { lastName: 'Walk', phoneRegionCode: '86', phone: '' },
    reservationDate: s.date,
    adultCount: people,
    storeShiftId: s.dinnerId,
    reservationStartSecond: start,
    confirmOverPacing,
  });

describe('kitchen pacing: the most parties or covers starting per 15 minutes of a shift', () => {
  it('counts parties per quarter hour of the clock: 18:00-18:14:59 is one window, 18:15 the next', async () => {
    const s = await pacedStore({ pacingMaxParties: 2 });
    await staffBooks(s, hm(18));
    await staffBooks(s, hm(18, 14) + 59);
    const slot = await dinerSlots(s, 2);
    expect([slot(hm(17, 50)), slot(hm(18)), slot(hm(18, 10)), slot(hm(18, 20))]).toEqual([
      'AVAILABLE',
      'PACED',
      'PACED',
      'AVAILABLE',
    ]);
    expect(await failure(dinerBooks(s, hm(18, 10), 2))).toEqual({ code: 'FailedPrecondition', message: PACING_FULL });
    // The next window has room for two parties of its own.
    await staffBooks(s, hm(18, 15));
    expect((await dinerBooks(s, hm(18, 20), 2)).order?.reservationStartSecond).toBe(hm(18, 20));
    expect((await dinerSlots(s, 2))(hm(18, 20))).toBe('PACED');
    // Staff see the time marked too; the day's other windows are untouched.
    const staff = await f.staffX
      .client(StoreAvailabilityService)
      .queryStoreBookingInventory({ storeId: s.storeId, reservationDate: s.date, peopleCount: 2 });
    const dinner = staff.list.find((i) => i.storeShiftId === s.dinnerId)!;
    expect(Slot[dinner.slotList.find((x) => x.startSecond === hm(18, 10))!.state]).toBe('PACED');
    expect(Slot[dinner.slotList.find((x) => x.startSecond === hm(18, 30))!.state]).toBe('AVAILABLE');
  });

  it('counts covers, the new party included, and a cover limit alone lets any number of small parties in', async () => {
    const s = await pacedStore({ pacingMaxCovers: 6 });
    await staffBooks(s, hm(19), 4);
    expect((await dinerSlots(s, 2))(hm(19))).toBe('AVAILABLE'); // 4 + 2 = 6
    expect((await dinerSlots(s, 3))(hm(19))).toBe('PACED'); // 4 + 3 = 7
    expect(await failure(dinerBooks(s, hm(19, 10), 3))).toEqual({ code: 'FailedPrecondition', message: PACING_FULL });
    await dinerBooks(s, hm(19, 10), 2);
    expect((await dinerSlots(s, 1, f.dinerB))(hm(19))).toBe('PACED');
    // 19:15 onwards: three parties of two fill six covers.
    for (const d of diners.slice(0, 3)) await dinerBooks(s, hm(19, 20), 2, d);
    expect(await failure(dinerBooks(s, hm(19, 20), 1, diners[3]))).toEqual({
      code: 'FailedPrecondition',
      message: PACING_FULL,
    });
  });

  it('frees the capacity of a booking that is closed (rejected, cancelled, no-show)', async () => {
    const s = await pacedStore({ pacingMaxParties: 1 });
    const made = await staffBooks(s, hm(20));
    expect((await dinerSlots(s, 2))(hm(20))).toBe('PACED');
    await f.staffX.client(StoreBookingActionService).closeBookingOrder({
      storeId: s.storeId,
      bookingOrderId: made.order!.model!.id,
      closeReason: BookingOrder_CloseReason.STORE_CANCEL,
    });
    expect((await dinerSlots(s, 2))(hm(20))).toBe('AVAILABLE');
    expect((await dinerBooks(s, hm(20), 2)).order?.reservationStartSecond).toBe(hm(20));
  });

  it('lets staff book over the limit only by confirming; a diner cannot', async () => {
    const s = await pacedStore({ pacingMaxParties: 1 });
    await staffBooks(s, hm(18));
    expect(await failure(staffBooks(s, hm(18, 5)))).toEqual({ code: 'FailedPrecondition', message: PACING_FULL });
    const over = await staffBooks(s, hm(18, 5), 2, true);
    expect(over.order?.reservationStartSecond).toBe(hm(18, 5));
    // A diner's create carries no such confirmation: even set in the domain input it is not honoured.
    const booking = server.services.booking;
    await expect(
      booking.orderCreate.create(
        createInput({
          storeId: s.storeId,
          audience: 'DINER',
          actor: { type: 'USER', userId: f.dinerB.userId },
          diner: { title: 'UNKNOWN', lastName: 'B', firstName: '', phoneRegionCode: '86', phone: '', language: '' },
          reservationDate: s.date,
          shiftId: s.dinnerId,
          startSecond: hm(18, 10),
          confirmOverPacing: true,
        }),
      ),
    ).rejects.toMatchObject({ message: PACING_FULL });
    // Staff of another store cannot book here at all, confirmed or not.
    expect((await failure(staffBooks(s, hm(18, 10), 2, true, f.staffY))).code).toBe('PermissionDenied');
  });

  it('never lets simultaneous creates together exceed the limit', async () => {
    const s = await pacedStore({ pacingMaxParties: 3 });
    const results = await Promise.allSettled(diners.map((d) => dinerBooks(s, hm(18, 30), 2, d)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const lost = await Promise.all(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => failure(Promise.reject((r as PromiseRejectedResult).reason))),
    );
    expect(new Set(lost.map((l) => l.message))).toEqual(new Set([PACING_FULL]));
    const open = await server.database.db
      .selectFrom('booking_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('store_id', '=', s.storeId)
      .where('status', '<>', 'CLOSED')
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBe(3);
    // Creates arriving together are decided in one transaction (order-create-group.ts): each counts
    // the group's earlier ones. Twelve at once for 19:30, three of them staff's (unconfirmed), at a
    // second store: here the first round's winners hold a pending booking that overlaps 19:30, and
    // where groups run side by side (PostgreSQL) theirs could be refused for that before pacing.
    const t = await pacedStore({ pacingMaxParties: 3 });
    const burst = await Promise.allSettled(
      diners.map((d, i) =>
        server.services.booking.orderCreate.create(
          createInput({
            storeId: t.storeId,
            audience: i < 3 ? 'STAFF' : 'DINER',
            actor: i < 3 ? { type: 'STORE', userId: f.staffX.userId } : { type: 'USER', userId: d.userId },
            reservationDate: t.date,
            shiftId: t.dinnerId,
            startSecond: hm(19, 30),
          }),
        ),
      ),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(
      new Set(burst.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.message)),
    ).toEqual(new Set([PACING_FULL]));
  }, 60_000);

  it('applies a changed limit to new bookings only: existing ones stay, the window takes no more', async () => {
    const s = await pacedStore({ pacingMaxParties: 3 });
    const made = [];
    for (const d of diners.slice(4, 7)) made.push((await dinerBooks(s, hm(21), 2, d)).order!);
    await setDinner(s.storeId, s.dinnerId, { pacingMaxParties: 1 });
    const after = await server.database.db
      .selectFrom('booking_order')
      .select(['id', 'status', 'reservation_start_second'])
      .where('store_id', '=', s.storeId)
      .orderBy('id')
      .execute();
    expect(after.map((o) => [o.id, o.status, o.reservation_start_second])).toEqual(
      made.map((o) => [o.model!.id, 'WAIT_STORE_CONFIRM', hm(21)]),
    );
    expect((await dinerSlots(s, 2))(hm(21))).toBe('PACED');
    expect(await failure(dinerBooks(s, hm(21, 10), 2))).toEqual({ code: 'FailedPrecondition', message: PACING_FULL });
    // Emptied, the limit is gone.
    await setDinner(s.storeId, s.dinnerId, {});
    expect((await dinerSlots(s, 2))(hm(21))).toBe('AVAILABLE');
  });
});

describe("a diner's own party change", () => {
  it('is held to the covers limit when it grows (its own covers not counted twice); staff changes are not', async () => {
    const s = await pacedStore({ pacingMaxCovers: 6 });
    const mine = (await dinerBooks(s, hm(18), 2)).order!;
    await staffBooks(s, hm(18, 5), 3);
    const pax = (adultCount: number) =>
      f.dinerA
        .client(DinerBookingOrderService)
        .modifyMyPax({ bookingOrderId: mine.model!.id, adultCount, childCount: 0 });
    expect((await pax(3)).order?.adultCount).toBe(3); // 3 + 3 = 6
    expect(await failure(pax(4))).toEqual({ code: 'FailedPrecondition', message: PACING_FULL });
    const row = await server.database.db
      .selectFrom('booking_order')
      .select('adult_count')
      .where('id', '=', mine.model!.id)
      .executeTakeFirstOrThrow();
    expect(row.adult_count).toBe(3);
    // Fewer people always fit.
    expect((await pax(1)).order?.adultCount).toBe(1);
    // Staff may make it bigger than the window holds: their call, as with their choice of tables.
    const staffPax = await f.staffX
      .client(StoreBookingModifyService)
      .modifyPax({ storeId: s.storeId, bookingOrderId: mine.model!.id, adultCount: 5, childCount: 0 });
    expect(staffPax.order?.adultCount).toBe(5);
  });
});

describe('setting the pacing limits', () => {
  it('keeps whole numbers from 1 to 1000 covers and 1 to 200 parties; anything else changes nothing', async () => {
    const s = await pacedStore({ pacingMaxCovers: 40, pacingMaxParties: 8 });
    for (const bad of [
      { pacingMaxCovers: 0 },
      { pacingMaxCovers: 1001 },
      { pacingMaxCovers: -5 },
      { pacingMaxParties: 0 },
      { pacingMaxParties: 201 },
    ]) {
      expect(await failure(setDinner(s.storeId, s.dinnerId, bad)), JSON.stringify(bad)).toEqual({
        code: 'InvalidArgument',
        message: LIMIT_INVALID,
      });
    }
    const shifts = async () =>
      (await f.staffX.client(StoreShiftService).queryShifts({ storeId: s.storeId })).list.find(
        (x) => x.model!.id === s.dinnerId,
      )!;
    expect([(await shifts()).pacingMaxCovers, (await shifts()).pacingMaxParties]).toEqual([40, 8]);
    await setDinner(s.storeId, s.dinnerId, { pacingMaxCovers: 1000, pacingMaxParties: 200 });
    expect([(await shifts()).pacingMaxCovers, (await shifts()).pacingMaxParties]).toEqual([1000, 200]);
  });

  it("is refused to another store's staff, a diner and an anonymous caller, and changes nothing", async () => {
    const s = await pacedStore({ pacingMaxParties: 4 });
    expect((await failure(setDinner(s.storeId, s.dinnerId, { pacingMaxParties: 1 }, f.staffY))).code).toBe(
      'PermissionDenied',
    );
    expect((await failure(setDinner(s.storeId, s.dinnerId, { pacingMaxParties: 1 }, f.dinerA))).code).toBe(
      'PermissionDenied',
    );
    const anonymous = { ...f.dinerA, client: f.anonymous.client };
    expect((await failure(setDinner(s.storeId, s.dinnerId, { pacingMaxParties: 1 }, anonymous))).code).toBe(
      'Unauthenticated',
    );
    const row = await server.database.db
      .selectFrom('store_shift')
      .select('pacing_max_parties')
      .where('id', '=', s.dinnerId)
      .executeTakeFirstOrThrow();
    expect(row.pacing_max_parties).toBe(4);
  });
});
