import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State as Slot } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService, StoreAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingOrderService } from '@gen/booking/v1/store_booking_order_service_pb';
import { StoreShiftService } from '@gen/store/v1/shift_pb';
import { StoreTableService } from '@gen/store/v1/table_pb';
import {
  failure,
  hm,
  makeBookingFixture,
  makeSlotsLeftOpen,
  makeTinyStore,
  type BookingFixture,
} from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const tinyStore = (timezone: string, shifts: Array<Record<string, unknown>>) =>
  makeTinyStore(server, f, timezone, shifts);

const states = (slots: Array<{ startSecond: number; state: Slot }>) =>
  Object.fromEntries(slots.map((s) => [s.startSecond / 3600, Slot[s.state]]));

describe('the slot rule (spec section 5)', () => {
  it('takes a slot whose start, or a turn time later, lies in a used interval (start inclusive, end exclusive)', async () => {
    const t = await tinyStore('Asia/Kolkata', [{ name: 'Dinner', startSecond: hm(17), endSecond: hm(22) }]);
    const date = f.date(5, t.timezone);
    await f.staffX.client(StoreTableService).lockTableItem({
      storeId: t.storeId,
      storeTableItemId: t.itemId,
      reservationDate: date,
      startSecond: hm(19),
      endSecond: hm(21),
    });
    const inventory = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(states(inventory.list[0].slotList)).toEqual({
      17: 'TAKEN', // 17:00 + 2 h = 19:00 falls on the used start
      17.5: 'TAKEN',
      18: 'TAKEN',
      18.5: 'TAKEN',
      19: 'TAKEN',
      19.5: 'TAKEN',
      20: 'TAKEN',
      20.5: 'TAKEN',
      21: 'AVAILABLE', // the used end is exclusive
      21.5: 'AVAILABLE',
    });
    // Left-open: a booking may end exactly when the used interval starts.
    await makeSlotsLeftOpen(f, t.storeId);
    const open = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(states(open.list[0].slotList)[17]).toBe('AVAILABLE');
    expect(states(open.list[0].slotList)[17.5]).toBe('TAKEN');
    // A time in the taken range cannot be booked, one after it can; 18:30 IST is 13:00 UTC.
    expect(
      await failure(
        f.dinerA.client(DinerBookingOrderService).createBookingOrder({
          storeId: t.storeId,
          diner: { lastName: 'A' },
          reservationDate: date,
          adultCount: 2,
          storeShiftId: t.shiftIds[0],
          reservationStartSecond: hm(18),
        }),
      ),
    ).toEqual({
      code: 'Aborted',
      message: 'Booking is full, please select again',
    });
    const late = await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: t.storeId,
      diner: { lastName: 'A' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: t.shiftIds[0],
      reservationStartSecond: hm(21),
    });
    expect(new Date(Number(late.order!.startTime!.seconds) * 1000).toISOString()).toBe(`${date}T15:30:00.000Z`);
  });

  it("refuses a booking whose turn ends, at the shift's end, where a hold begins, as the slots show it", async () => {
    const t = await tinyStore('Europe/Berlin', [{ name: 'Dinner', startSecond: hm(17), endSecond: hm(22) }]);
    const date = f.date(5, t.timezone);
    // Something holds the only item from 22:00, when the shift's last turn (20:00 + 2 h) ends.
    await f.staffX.client(StoreTableService).lockTableItem({
      storeId: t.storeId,
      storeTableItemId: t.itemId,
      reservationDate: date,
      startSecond: hm(22),
      endSecond: hm(23),
    });
    const inventory = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(states(inventory.list[0].slotList)).toMatchObject({ 19.5: 'AVAILABLE', 20: 'TAKEN' });
    const book = (start: number) =>
      f.dinerA.client(DinerBookingOrderService).createBookingOrder({
        storeId: t.storeId,
        diner: { lastName: 'Late' },
        reservationDate: date,
        adultCount: 2,
        storeShiftId: t.shiftIds[0],
        reservationStartSecond: start,
      });
    expect(await failure(book(hm(20)))).toEqual({ code: 'Aborted', message: 'Booking is full, please select again' });
    // 19:30 + 2 h ends before the hold: still bookable.
    expect((await book(hm(19, 30))).order?.reservationEndSecond).toBe(hm(21, 30));
  });

  it('crosses midnight: a shift to 02:00 holds items into the next date', async () => {
    const t = await tinyStore('Asia/Tokyo', [
      { name: 'Night', startSecond: hm(22), endSecond: hm(26), deltaSecond: 3600 },
    ]);
    const date = f.date(6, t.timezone);
    const next = f.date(7, t.timezone);
    // Something holds the item 00:30-01:30 of the next date.
    await f.staffX.client(StoreTableService).lockTableItem({
      storeId: t.storeId,
      storeTableItemId: t.itemId,
      reservationDate: next,
      startSecond: hm(0, 30),
      endSecond: hm(1, 30),
    });
    const inventory = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(states(inventory.list[0].slotList)).toEqual({ 22: 'AVAILABLE', 23: 'TAKEN', 24: 'TAKEN', 25: 'TAKEN' });
    const booked = await f.dinerB.client(DinerBookingOrderService).createBookingOrder({
      storeId: t.storeId,
      diner: { lastName: 'Owl' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: t.shiftIds[0],
      reservationStartSecond: hm(22),
    });
    // 22:00 Tokyo is 13:00 UTC the same date, ending at 00:00 the next.
    expect(new Date(Number(booked.order!.startTime!.seconds) * 1000).toISOString()).toBe(`${date}T13:00:00.000Z`);
    expect(booked.order?.reservationEndSecond).toBe(hm(24));
    // The next date's early slots see the hold made on the date before.
    const early = await tinyEarlyShift(t.storeId);
    const nextDay = await f.staffX
      .client(StoreAvailabilityService)
      .queryStoreBookingInventory({ storeId: t.storeId, reservationDate: next, peopleCount: 2 });
    expect(states(nextDay.list.find((s) => s.storeShiftId === early)!.slotList)).toMatchObject({
      0: 'TAKEN',
      2: 'AVAILABLE',
    });
  });

  it('hides hidden durations from diners (staff see them marked) and never offers skipped starts', async () => {
    const t = await tinyStore('Asia/Singapore', [
      {
        name: 'Dinner',
        startSecond: hm(18),
        endSecond: hm(21),
        skippedStartSecondList: [hm(18, 30)],
        // Ends ending in 0 count a second earlier: 19:00 and 19:30 are hidden, 20:00 is not.
        hiddenDurationList: [{ startSecond: hm(19), endSecond: hm(20) }],
      },
    ]);
    const date = f.date(4, t.timezone);
    const diner = await f.dinerA
      .client(DinerAvailabilityService)
      .queryBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(diner.list[0].slotList.map((s) => s.startSecond / 3600)).toEqual([18, 20, 20.5]);
    const staff = await f.staffX
      .client(StoreAvailabilityService)
      .queryStoreBookingInventory({ storeId: t.storeId, reservationDate: date, peopleCount: 2 });
    expect(staff.list[0].slotList.map((s) => [s.startSecond / 3600, s.hidden])).toEqual([
      [18, false],
      [19, true],
      [19.5, true],
      [20, false],
      [20.5, false],
    ]);
    const at19 = {
      storeId: t.storeId,
      diner: { lastName: 'H' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: t.shiftIds[0],
      reservationStartSecond: hm(19),
    };
    expect(await failure(f.dinerA.client(DinerBookingOrderService).createBookingOrder(at19))).toEqual({
      code: 'InvalidArgument',
      message: 'this time cannot be booked',
    });
    expect(
      await failure(
        f.dinerA.client(DinerBookingOrderService).createBookingOrder({ ...at19, reservationStartSecond: hm(18, 30) }),
      ),
    ).toEqual({
      code: 'InvalidArgument',
      message: 'this time cannot be booked',
    });
    expect(
      (await f.staffX.client(StoreBookingOrderService).createStoreBookingOrder(at19)).order?.reservationStartSecond,
    ).toBe(hm(19));
  });
});

async function tinyEarlyShift(storeId: string) {
  const made = await f.staffX.client(StoreShiftService).createShift({
    storeId,
    shift: { name: 'Early', startSecond: 0, endSecond: hm(3), deltaSecond: 3600, durationSecond: 3600 },
  });
  return made.shift!.model!.id;
}

describe('turn time, booking limit and reminders', () => {
  it('holds a table for the turn time of the party size', async () => {
    await f.staffY.client(StoreShiftService).updateShift({
      storeId: f.y.storeId,
      shiftId: f.y.lunchId,
      shift: {
        name: 'Lunch',
        startSecond: hm(11),
        endSecond: hm(14),
        deltaSecond: 1800,
        durationSecond: 5400,
        partySizeDurationList: [
          { maxPeople: 2, durationSecond: 3600 },
          { maxPeople: 6, durationSecond: 4500 },
        ],
      },
    });
    const date = f.date(3, 'Asia/Hong_Kong');
    const end = async (people: number) => {
      const inv = await f.dinerA
        .client(DinerAvailabilityService)
        .queryBookingInventory({ storeId: f.y.storeId, reservationDate: date, peopleCount: people });
      const slot = inv.list.find((s) => s.storeShiftId === f.y.lunchId)!.slotList[0];
      return (slot.endSecond - slot.startSecond) / 60;
    };
    expect([await end(2), await end(5), await end(9)]).toEqual([60, 75, 90]);
  });

  it('stops automatic allocation of a table at its booking limit per shift and date', async () => {
    const tables = f.staffX.client(StoreTableService);
    await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.two,
      table: { name: 'Two', seatCapacity: 2, tableCount: 2, weight: 10, bookingLimit: 1 },
    });
    const date = f.date(9);
    const at = {
      storeId: f.x.storeId,
      diner: { lastName: 'L' },
      reservationDate: date,
      adultCount: 2,
      storeShiftId: f.x.lunchId,
    };
    const first = await f.dinerA
      .client(DinerBookingOrderService)
      .createBookingOrder({ ...at, reservationStartSecond: hm(11) });
    expect(first.order?.storeTableId).toBe(f.x.tables.two);
    // Later in the same shift the other two-seat item is free, but the limit is reached.
    const second = await f.dinerB
      .client(DinerBookingOrderService)
      .createBookingOrder({ ...at, reservationStartSecond: hm(13) });
    expect(second.order?.storeTableId).toBe(f.x.tables.four);
    // Staff choosing the table themselves may go past it.
    const chosen = await f.staffX
      .client(StoreBookingOrderService)
      .createStoreBookingOrder({ ...at, reservationStartSecond: hm(12), storeTableItemIdList: [f.x.items.two[1]] });
    expect(chosen.order?.storeTableItemIdList).toEqual([f.x.items.two[1]]);
    await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.two,
      table: { name: 'Two', seatCapacity: 2, tableCount: 2, weight: 10 },
    });
  });

  it('counts free items per slot and reminds staff when few are left', async () => {
    const tables = f.staffX.client(StoreTableService);
    await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.four,
      table: {
        name: 'Four',
        seatCapacity: 4,
        tableCount: 3,
        weight: 20,
        maxTablesPerBooking: 2,
        remainingCountReminder: 2,
      },
    });
    const date = f.date(10);
    const slot = async (start: number) => {
      const inv = await f.staffX
        .client(StoreAvailabilityService)
        .queryStoreBookingInventory({ storeId: f.x.storeId, reservationDate: date, peopleCount: 4 });
      return inv.list.find((s) => s.storeShiftId === f.x.dinnerId)!.slotList.find((s) => s.startSecond === start)!;
    };
    expect(await slot(hm(18))).toMatchObject({ freeTableItemCount: 4, remainingReminder: false }); // three four-seat items and the ten
    await f.dinerA.client(DinerBookingOrderService).createBookingOrder({
      storeId: f.x.storeId,
      diner: { lastName: 'R' },
      reservationDate: date,
      adultCount: 4,
      storeShiftId: f.x.dinnerId,
      reservationStartSecond: hm(18),
    });
    expect(await slot(hm(18))).toMatchObject({ freeTableItemCount: 3, remainingReminder: true });
    expect(await slot(hm(20))).toMatchObject({ freeTableItemCount: 4, remainingReminder: false });
    await tables.updateTable({
      storeId: f.x.storeId,
      storeTableId: f.x.tables.four,
      table: { name: 'Four', seatCapacity: 4, tableCount: 3, weight: 20, maxTablesPerBooking: 2 },
    });
  });
});
