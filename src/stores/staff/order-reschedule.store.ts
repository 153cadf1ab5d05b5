import { makeAutoObservable, runInAction } from 'mobx';
import type { ShiftInventory } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StaffApi } from '../../services/staff-api';
import type { OrderDetailStore } from './order-detail.store';
import type { StaffStoreListStore } from './store-list.store';

export interface RescheduleDraft {
  date: string;
  adultCount: number;
  childCount: number;
  shiftId: string;
  startSecond: number;
}

/**
 * store-order-reschedule: another date, time or party for the open order, the
 * times of the chosen date for that party, and the one change sent to the
 * server, which checks availability as for a new booking and settles the
 * deposit's difference.
 */
export class OrderRescheduleStore {
  draft: RescheduleDraft = { date: '', adultCount: 1, childCount: 0, shiftId: '', startSecond: 0 };
  inventory: ShiftInventory[] = [];
  loading = false;
  private from: RescheduleDraft | null = null;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly order: OrderDetailStore,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'order'>(
      this,
      { api: false, storeList: false, order: false },
      { autoBind: true },
    );
  }

  async start(order: BookingOrder): Promise<void> {
    this.from = {
      date: order.reservationDate,
      adultCount: order.adultCount,
      childCount: order.childCount,
      shiftId: order.storeShiftId,
      startSecond: order.reservationStartSecond,
    };
    this.draft = { ...this.from };
    await this.loadSlots();
  }

  get peopleCount(): number {
    return this.draft.adultCount + this.draft.childCount;
  }

  /** Something differs from the booking as it is. */
  get changed(): boolean {
    const f = this.from;
    const d = this.draft;
    return (
      !!f &&
      (f.date !== d.date ||
        f.startSecond !== d.startSecond ||
        f.shiftId !== d.shiftId ||
        f.adultCount !== d.adultCount ||
        f.childCount !== d.childCount)
    );
  }

  async setDate(date: string): Promise<void> {
    this.draft = { ...this.draft, date };
    await this.loadSlots();
  }

  async setPeople(adultCount: number, childCount: number): Promise<void> {
    this.draft = { ...this.draft, adultCount: Math.max(1, adultCount), childCount: Math.max(0, childCount) };
    await this.loadSlots();
  }

  chooseSlot(shiftId: string, startSecond: number): void {
    this.draft = { ...this.draft, shiftId, startSecond };
  }

  async loadSlots(): Promise<void> {
    const storeId = this.storeList.currentId;
    if (!storeId || !this.draft.date) return;
    this.loading = true;
    try {
      const { list } = await this.api.storeAvailability.queryStoreBookingInventory({
        storeId,
        reservationDate: this.draft.date,
        peopleCount: this.peopleCount,
        excludeBookingOrderId: this.order.orderId,
      });
      runInAction(() => (this.inventory = list));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The change as one call; the order shown becomes the server's answer. */
  submit(): Promise<boolean> {
    const d = this.draft;
    return this.order.reschedule({
      date: d.date,
      shiftId: d.shiftId,
      startSecond: d.startSecond,
      adultCount: d.adultCount,
      childCount: d.childCount,
    });
  }
}
