import { makeAutoObservable, runInAction } from 'mobx';
import {
  DailyInventoryCount_Availability as Availability,
  SlotInventory_State as SlotState,
  type BookingRuleInfo,
  type ShiftInventory,
} from '../../gen/booking/v1/availability_pb';
import type { Store } from '../../gen/store/v1/store_pb';
import { addDays, epochDay } from '@/common/business-date';
import { businessDateOf } from '@/common/zoned-time';
import type { DinerContext } from './diner-context';

export type DayMark = 'available' | 'rest' | 'notOpen' | 'full';

const MARK: Record<number, DayMark> = {
  [Availability.AVAILABLE]: 'available',
  [Availability.REST]: 'rest',
  [Availability.NOT_OPEN]: 'notOpen',
  [Availability.FULL]: 'full',
};
/** The server answers at most 62 days (inclusive) per calendar call. */
const CALENDAR_SPAN_DAYS = 62;

export interface BookingChoice {
  storeId: string;
  date: string;
  shiftId: string;
  startSecond: number;
  adults: number;
  children: number;
}

/**
 * booking-before: the party (adults and children within the store's rule),
 * the calendar of the bookable window with each day's availability for that
 * party, and the shifts and slots of the chosen day. Dates are the store's.
 */
export class BookingDraftStore {
  store: Store | null = null;
  rule: BookingRuleInfo | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  adults = 2;
  children = 0;
  days: Record<string, DayMark> = {};
  date = '';
  shifts: ShiftInventory[] = [];
  slotsLoading = false;
  shiftId = '';
  startSecond: number | null = null;
  /** A full day the diner tapped: not chosen for booking, but offered for the waitlist. */
  fullDate = '';
  private slotRequest = 0;

  constructor(
    private readonly ctx: DinerContext,
    readonly storeId: string,
  ) {
    this.store = ctx.catalog.get(storeId) ?? null;
    makeAutoObservable<this, 'ctx' | 'slotRequest'>(this, { ctx: false, slotRequest: false }, { autoBind: true });
  }

  get timezone(): string {
    return this.rule?.timezone || this.store?.timezone || 'Asia/Shanghai';
  }

  get minPeople(): number {
    return Math.max(1, this.rule?.rule?.minPeople || 1);
  }

  get maxPeople(): number {
    return Math.max(this.minPeople, this.rule?.rule?.maxPeople || 99);
  }

  get people(): number {
    return this.adults + this.children;
  }

  get peopleValid(): boolean {
    return this.adults >= 1 && this.people >= this.minPeople && this.people <= this.maxPeople;
  }

  get selectedShift(): ShiftInventory | undefined {
    return this.shifts.find((s) => s.storeShiftId === this.shiftId);
  }

  get canContinue(): boolean {
    const slot = this.selectedShift?.slotList.find((s) => s.startSecond === this.startSecond);
    return this.peopleValid && Boolean(this.date) && slot?.state === SlotState.AVAILABLE;
  }

  /** The date the waitlist is offered for: a full day tapped, else the day chosen. */
  get waitlistDate(): string {
    return this.fullDate || this.date;
  }

  /** The waitlist's date has no time free for the party. */
  get dayFull(): boolean {
    if (this.fullDate) return true;
    const slots = this.shifts.flatMap((s) => s.slotList);
    return slots.length > 0 && !slots.some((s) => s.state === SlotState.AVAILABLE);
  }

  get choice(): BookingChoice | null {
    if (!this.canContinue) return null;
    return {
      storeId: this.storeId,
      date: this.date,
      shiftId: this.shiftId,
      startSecond: this.startSecond!,
      adults: this.adults,
      children: this.children,
    };
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const store = this.store ?? (await this.ctx.catalog.fetch(this.storeId));
      if (!store) throw new Error('store does not exist');
      const today = businessDateOf(this.ctx.now(), store.timezone);
      const [{ info }, earliest] = await Promise.all([
        this.ctx.api.dinerAvailability.getBookingRuleInfo({
          storeId: this.storeId,
          startDate: today,
          endDate: addDays(today, CALENDAR_SPAN_DAYS - 1),
        }),
        this.ctx.api.dinerAvailability.getEarliestBookingDate({ storeId: this.storeId }),
      ]);
      runInAction(() => {
        this.store = store;
        this.rule = info ?? null;
        // A reload of the page keeps the party and the day chosen before it (when still bookable).
        const kept = this.kept();
        if (kept) {
          this.adults = kept.adults;
          this.children = kept.children;
        }
        this.adults = Math.min(Math.max(this.adults, this.minPeople), this.maxPeople);
        this.children = Math.max(0, Math.min(this.children, this.maxPeople - this.adults));
        const minDate = info?.minDate || earliest.date;
        const maxDate = info?.maxDate || '';
        const keptDate = kept?.date ?? '';
        this.date =
          keptDate && keptDate >= minDate && keptDate >= earliest.date && (!maxDate || keptDate <= maxDate)
            ? keptDate
            : earliest.date;
        this.state = 'ready';
      });
      await Promise.all([this.loadDays(), this.loadSlots()]);
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  private get keepKey(): string {
    return `booking-draft:${this.storeId}`;
  }

  private kept(): { adults: number; children: number; date: string } | null {
    try {
      const value = JSON.parse(this.ctx.platform.storage.get(this.keepKey) ?? 'null') as Record<string, unknown> | null;
      if (!value || typeof value !== 'object') return null;
      const adults = Number(value.adults);
      const children = Number(value.children);
      const date = typeof value.date === 'string' ? value.date : '';
      if (!Number.isInteger(adults) || !Number.isInteger(children) || adults < 1 || children < 0) return null;
      return { adults, children, date };
    } catch {
      return null;
    }
  }

  private keep(): void {
    const value = { adults: this.adults, children: this.children, date: this.date };
    this.ctx.platform.storage.set(this.keepKey, JSON.stringify(value));
  }

  /** A party change marks the calendar and the slots again for the new size. */
  setParty(adults: number, children: number): Promise<void> {
    this.adults = Math.max(0, Math.floor(adults));
    this.children = Math.max(0, Math.floor(children));
    this.keep();
    if (!this.peopleValid) return Promise.resolve();
    return Promise.all([this.loadDays(), this.loadSlots()]).then(() => undefined);
  }

  selectDate(date: string): Promise<void> {
    this.fullDate = this.days[date] === 'full' ? date : '';
    if (this.days[date] && this.days[date] !== 'available') return Promise.resolve();
    this.date = date;
    this.keep();
    return this.loadSlots();
  }

  selectSlot(shiftId: string, startSecond: number): void {
    const slot = this.shifts
      .find((s) => s.storeShiftId === shiftId)
      ?.slotList.find((s) => s.startSecond === startSecond);
    if (slot?.state !== SlotState.AVAILABLE) return;
    this.shiftId = shiftId;
    this.startSecond = startSecond;
  }

  /** After 'Booking is full': the same day's slots again, the taken one no longer chosen. */
  reloadSlots(): Promise<void> {
    return Promise.all([this.loadDays(), this.loadSlots()]).then(() => undefined);
  }

  private async loadDays(): Promise<void> {
    const { minDate, maxDate } = this.rule ?? {};
    if (!minDate || !maxDate || !this.peopleValid) return;
    const chunks: Array<[string, string]> = [];
    for (let start = minDate; epochDay(start) <= epochDay(maxDate); start = addDays(start, CALENDAR_SPAN_DAYS)) {
      const end = addDays(start, CALENDAR_SPAN_DAYS - 1);
      chunks.push([start, epochDay(end) > epochDay(maxDate) ? maxDate : end]);
    }
    const answers = await Promise.all(
      chunks.map(([startDate, endDate]) =>
        this.ctx.api.dinerAvailability.queryDailyInventoryCount({
          storeId: this.storeId,
          startDate,
          endDate,
          peopleCount: this.people,
        }),
      ),
    ).catch(() => null);
    if (!answers) return;
    runInAction(() => {
      const days: Record<string, DayMark> = {};
      for (const day of answers.flatMap((a) => a.list)) days[day.date] = MARK[day.availability] ?? 'notOpen';
      this.days = days;
    });
  }

  private async loadSlots(): Promise<void> {
    if (!this.date || !this.peopleValid) {
      this.shifts = [];
      return;
    }
    const request = ++this.slotRequest;
    this.slotsLoading = true;
    try {
      const { list } = await this.ctx.api.dinerAvailability.queryBookingInventory({
        storeId: this.storeId,
        reservationDate: this.date,
        peopleCount: this.people,
      });
      runInAction(() => {
        if (request !== this.slotRequest) return;
        this.shifts = list;
        const still = list
          .find((s) => s.storeShiftId === this.shiftId)
          ?.slotList.find((s) => s.startSecond === this.startSecond && s.state === SlotState.AVAILABLE);
        if (!still) {
          this.startSecond = null;
          this.shiftId = list.find((s) => s.slotList.some((x) => x.state === SlotState.AVAILABLE))?.storeShiftId ?? '';
        }
      });
    } catch {
      runInAction(() => {
        if (request === this.slotRequest) this.shifts = [];
      });
    } finally {
      runInAction(() => {
        if (request === this.slotRequest) this.slotsLoading = false;
      });
    }
  }
}
