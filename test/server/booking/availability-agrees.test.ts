import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingOrder_CloseReason } from '@gen/booking/v1/booking_order_pb';
import { SlotInventory_State as Slot } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreBookingActionService } from '@gen/booking/v1/store_booking_action_service_pb';
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

// What a diner is shown and what a diner can book must never disagree: a
// slot shown AVAILABLE books, a slot shown TAKEN answers 'Booking is full'.
// Random holds around two abutting shifts, on a one-table store, with the
// slot rule's start inclusive and left open.

let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function store(leftOpen: boolean) {
  const t = await makeTinyStore(server, f, 'America/New_York', [
    { name: 'Dinner', startSecond: hm(17), endSecond: hm(22) },
    { name: 'Late', startSecond: hm(22), endSecond: hm(24), durationSecond: 3600 },
  ]);
  if (leftOpen) {
    await makeSlotsLeftOpen(f, t.storeId);
  }
  return t;
}

/** Every slot of the day for a party: AVAILABLE books (then closed again), otherwise the matching refusal. */
async function tryEverySlot(storeId: string, date: string, people: number): Promise<number> {
  const shown = await f.dinerA
    .client(DinerAvailabilityService)
    .queryBookingInventory({ storeId, reservationDate: date, peopleCount: people });
  let tried = 0;
  for (const shift of shown.list) {
    for (const slot of shift.slotList) {
      const book = f.dinerA.client(DinerBookingOrderService).createBookingOrder({
        storeId,
        diner: { lastName: 'Agree' },
        reservationDate: date,
        adultCount: people,
        storeShiftId: shift.storeShiftId,
        reservationStartSecond: slot.startSecond,
      });
      const where = `${date} ${slot.startSecond / 3600}h for ${people} shown ${Slot[slot.state]}`;
      if (slot.state === Slot.AVAILABLE) {
        const made = await book;
        // Frees the tables again for the next slot of the day.
        await f.staffX.client(StoreBookingActionService).closeBookingOrder({
          storeId,
          bookingOrderId: made.order!.model!.id,
          closeReason: BookingOrder_CloseReason.STORE_REJECT,
        });
      } else {
        expect((await failure(book)).message, where).toBe(REFUSAL[slot.state]);
      }
      tried++;
    }
  }
  return tried;
}

const REFUSAL: Partial<Record<Slot, string>> = {
  [Slot.TAKEN]: 'Booking is full, please select again',
  [Slot.INSUFFICIENT]: 'insufficient inventory',
};

describe('availability and booking agree', () => {
  for (const leftOpen of [false, true]) {
    it(`books exactly the slots shown available, around random holds${leftOpen ? ' (left-open rule)' : ''}`, async () => {
      const t = await store(leftOpen);
      const next = random(leftOpen ? 7 : 3);
      let checked = 0;
      for (let day = 2; day < 14; day++) {
        const date = f.date(day, t.timezone);
        // One to three holds of 30 minutes to 3 hours between 15:00 and 24:00, on the half hour.
        for (let n = 1 + Math.floor(next() * 3); n > 0; n--) {
          const start = hm(15) + Math.floor(next() * 16) * 1800;
          const end = Math.min(start + (1 + Math.floor(next() * 6)) * 1800, hm(24));
          await f.staffX
            .client(StoreTableService)
            .lockTableItem({
              storeId: t.storeId,
              storeTableItemId: t.itemId,
              reservationDate: date,
              startSecond: start,
              endSecond: end,
            })
            .catch(() => undefined); // overlapping an earlier hold: left out
        }
        checked += await tryEverySlot(t.storeId, date, 2);
      }
      // 12 days of 14 slots each, every one tried.
      expect(checked).toBe(12 * 14);
    }, 60_000);
  }

  it('books exactly the slots shown available for parties of any size, across joinable tables', async () => {
    const t = await store(false);
    const tables = f.staffX.client(StoreTableService);
    for (const [name, seats, count, joined] of [
      ['Four', 4, 2, 2],
      ['Six', 6, 1, 1],
    ] as const) {
      await tables.createTable({
        storeId: t.storeId,
        table: { name, seatCapacity: seats, tableCount: count, minTablesPerBooking: 1, maxTablesPerBooking: joined },
      });
    }
    const items = (await tables.queryTables({ storeId: t.storeId })).list.flatMap((table) =>
      table.itemList.map((i) => i.model!.id),
    );
    expect(items).toHaveLength(4);
    const next = random(11);
    let checked = 0;
    for (let day = 2; day < 16; day++) {
      const date = f.date(day, t.timezone);
      for (let n = 2 + Math.floor(next() * 4); n > 0; n--) {
        const start = hm(16) + Math.floor(next() * 14) * 1800;
        await tables
          .lockTableItem({
            storeId: t.storeId,
            storeTableItemId: items[Math.floor(next() * items.length)],
            reservationDate: date,
            startSecond: start,
            endSecond: Math.min(start + (1 + Math.floor(next() * 5)) * 1800, hm(24)),
          })
          .catch(() => undefined); // overlapping an earlier hold: left out
      }
      checked += await tryEverySlot(t.storeId, date, 1 + Math.floor(next() * 9));
    }
    expect(checked).toBe(14 * 14);
  }, 60_000);
});
