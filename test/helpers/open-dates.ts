import type { Client } from '@connectrpc/connect';
import { SlotInventory_State } from '@gen/booking/v1/availability_pb';
import type { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';

export interface OpenSlot {
  date: string;
  shiftId: string;
  startSecond: number;
}

/**
 * The first date at least `daysAhead` days after the store's today on which
 * the named shift has an available slot for `people`, with that slot, as a
 * diner sees it. Stores with a weekly plan (the demo serves no lunch on
 * Mondays) are open on some weekdays only, so a test that books "today + n"
 * would pass or fail by the day it runs; this asks the store instead.
 */
export async function nextOpenSlot(
  availability: Client<typeof DinerAvailabilityService>,
  store: { id: string; timezone: string },
  shiftName: string,
  { daysAhead = 1, people = 2 }: { daysAhead?: number; people?: number } = {},
): Promise<OpenSlot> {
  const from = addDays(businessDateOf(Date.now(), store.timezone), daysAhead);
  for (let day = 0; day < 14; day++) {
    const date = addDays(from, day);
    const inventory = await availability.queryBookingInventory({
      storeId: store.id,
      reservationDate: date,
      peopleCount: people,
    });
    const shift = inventory.list.find((s) => s.name === shiftName);
    const slot = shift?.slotList.find((s) => s.state === SlotInventory_State.AVAILABLE);
    if (shift && slot) return { date, shiftId: shift.storeShiftId, startSecond: slot.startSecond };
  }
  throw new Error(`no available ${shiftName} slot for ${people} within two weeks from ${from}`);
}
