import { makeAutoObservable, runInAction } from 'mobx';
import {
  SlotInventory_State as SlotState,
  type FreeTableItem,
  type ShiftInventory,
} from '@/gen/booking/v1/availability_pb';
import type { BookOutForm } from '@/gen/booking/v1/book_out_form_pb';
import { silentCall } from '../../services/silent-call';
import type { StaffApi } from '../../services/staff-api';

/**
 * What the store has free for a request, read before the staff confirm it: the times of
 * the requested date and shift that can seat the whole party, and the tables or rooms
 * free at the first of them. Confirming tells the diner the store will seat them, so a
 * request nothing can seat is flagged before the confirm, not after it.
 */
export class BookOutAvailability {
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  shifts: ShiftInventory[] = [];
  /**
   * At the first free time of the requested shift: the free rooms and tables that seat the
   * whole party alone, else the tables the server would join for it.
   */
  freeItems: FreeTableItem[] = [];
  private shiftId = '';

  constructor(private readonly api: StaffApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** The requested shift's inventory, when the store still has that shift. */
  get requested(): ShiftInventory | undefined {
    return this.shifts.find((s) => s.storeShiftId === this.shiftId);
  }

  /** Start seconds of the requested shift at which the party can be seated. */
  get freeStarts(): number[] {
    return (this.requested?.slotList ?? []).filter((s) => s.state === SlotState.AVAILABLE).map((s) => s.startSecond);
  }

  /** The date's other shifts that still have a time for the party (to suggest when the requested one has none). */
  get otherFreeShifts(): ShiftInventory[] {
    return this.shifts.filter(
      (s) => s.storeShiftId !== this.shiftId && s.slotList.some((slot) => slot.state === SlotState.AVAILABLE),
    );
  }

  async load(storeId: string, form: BookOutForm): Promise<void> {
    const f = form.fields;
    if (!f) return;
    const people = f.adultCount + f.childCount;
    this.shiftId = f.storeShiftId;
    this.state = 'loading';
    try {
      const { list } = await this.api.storeAvailability.queryStoreBookingInventory(
        { storeId, reservationDate: f.preferredDate, peopleCount: people },
        silentCall(),
      );
      runInAction(() => (this.shifts = list));
      const first = this.freeStarts[0];
      const free =
        first === undefined
          ? { list: [], suggestedItemIdList: [] }
          : await this.api.storeAvailability.queryFreeTableItems(
              {
                storeId,
                reservationDate: f.preferredDate,
                storeShiftId: f.storeShiftId,
                reservationStartSecond: first,
                peopleCount: people,
              },
              silentCall(),
            );
      // A room or table that seats the whole party alone; else the tables the server would join for it.
      const alone = free.list.filter((item) => item.seatCapacity >= people);
      const suggested = new Set(free.suggestedItemIdList);
      runInAction(() => {
        this.freeItems = alone.length > 0 ? alone : free.list.filter((item) => suggested.has(item.storeTableItemId));
        this.state = 'ready';
      });
    } catch {
      // Quiet (a request for a day already past, say): the panel says the availability is unknown.
      runInAction(() => (this.state = 'error'));
    }
  }
}
