import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StaffApi } from '../../services/staff-api';
import type { StaffStoreListStore } from './store-list.store';

/**
 * The host stand's walk-in: a party size and the tables free now for its turn
 * (the server's pick first), one tap on a table, one on seat. The server makes
 * the booking for now, already arrived, and tells the guest nothing.
 */
export class WalkInStore {
  people = 2;
  tables: FreeTableItem[] = [];
  suggested: string[] = [];
  chosen: string[] = [];
  shiftName = '';
  /** The shift open now, so the panel names it in the reader's language (the catalog's). */
  shiftId = '';
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  seating = false;
  private loaded = 0;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly onSeated: () => void,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'onSeated' | 'loaded'>(
      this,
      { api: false, storeList: false, onSeated: false, loaded: false },
      { autoBind: true },
    );
  }

  /** Seats the chosen tables hold together. */
  get seats(): number {
    return this.tables.filter((t) => this.chosen.includes(t.storeTableItemId)).reduce((s, t) => s + t.seatCapacity, 0);
  }

  /** The free tables, the server's pick for the party first, then the smallest that seat it, then the rest. */
  get ordered(): FreeTableItem[] {
    const rank = (t: FreeTableItem) =>
      this.suggested.includes(t.storeTableItemId) ? 0 : t.seatCapacity >= this.people ? 1 : 2;
    return this.tables.slice().sort((a, b) => rank(a) - rank(b) || a.seatCapacity - b.seatCapacity);
  }

  /** A fresh start for a new party: two guests, nothing chosen. */
  async start(): Promise<void> {
    this.people = 2;
    this.chosen = [];
    await this.load();
  }

  async setPeople(people: number): Promise<void> {
    this.people = Math.max(1, people);
    await this.load();
  }

  /** Tapping a table adds it to the choice (tables joined for a big party); tapping a chosen one drops it. */
  toggle(itemId: string): void {
    this.chosen = this.chosen.includes(itemId) ? this.chosen.filter((id) => id !== itemId) : [...this.chosen, itemId];
  }

  async load(): Promise<void> {
    const ticket = ++this.loaded;
    this.status = 'loading';
    try {
      const answer = await this.api.storeWalkIn.getWalkInTables({
        storeId: this.storeList.currentId,
        peopleCount: this.people,
      });
      if (ticket !== this.loaded) return;
      runInAction(() => {
        this.tables = answer.list;
        this.suggested = answer.suggestedItemIdList;
        this.shiftName = answer.storeShiftName;
        this.shiftId = answer.storeShiftId;
        // A table taken meanwhile is no longer chosen.
        this.chosen = this.chosen.filter((id) => answer.list.some((t) => t.storeTableItemId === id));
        this.status = 'ready';
      });
    } catch {
      // The error catalogue has told the person (no shift open now, the store closed).
      if (ticket === this.loaded) runInAction(() => (this.status = 'error'));
    }
  }

  /** Seats the party on the chosen tables; the order made, or null when refused. */
  async seat(): Promise<BookingOrder | null> {
    if (this.seating || this.chosen.length === 0) return null;
    this.seating = true;
    try {
      const { order } = await this.api.storeWalkIn.seatWalkIn({
        storeId: this.storeList.currentId,
        adultCount: this.people,
        storeTableItemIdList: this.chosen,
      });
      runInAction(() => (this.chosen = []));
      this.onSeated();
      return order ?? null;
    } catch {
      // Refused (the table was taken meanwhile): show what is free now.
      await this.load();
      return null;
    } finally {
      runInAction(() => (this.seating = false));
    }
  }
}
