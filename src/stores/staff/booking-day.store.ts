import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_CloseReason, BookingOrder_Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { UsedTableItem } from '@/gen/booking/v1/availability_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { StoreFloorPlan } from '@/gen/store/v1/store_day_service_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import type { KeyValueStorage } from '@/platform';
import { addDays } from '@/common/business-date';
import { countOrders, countsAsBooking, type BookingCounts } from '@/common/booking-counts';
import { businessDateOf } from '@/common/zoned-time';
import type { StaffApi } from '../../services/staff-api';
import { silentCall } from '../../services/silent-call';
import type { LoadStatus } from '../client-config.store';
import { fetchAll } from './fetch-all';
import { holdsTables, statusKey, type StatusKey } from './order-state';
import type { StoreCatalogStore } from './store-catalog.store';
import type { StaffStoreListStore } from './store-list.store';

export type BoardView = 'floor' | 'timeline' | 'list' | 'table';
export const BOARD_VIEWS: readonly BoardView[] = ['floor', 'timeline', 'list', 'table'];
export const BOARD_VIEW_KEY = 'staff.boardView';
/** How often the board asks whether the day changed elsewhere. */
export const LIVE_POLL_MS = 4000;

export interface DateRange {
  start: string;
  end: string;
}

/**
 * One store's business date on the booking board: its orders, tables, shifts, floor
 * plans and holds, the filters, the view, and the live poll that reloads the day when
 * another device changed it (StoreBookingBoardService.GetBookingDayVersion).
 */
export class BookingDayStore {
  date = '';
  /** A range chosen on the range calendar: the list and table views show it. */
  range: DateRange | null = null;
  orders: BookingOrder[] = [];
  tables: StoreTable[] = [];
  shifts: StoreShift[] = [];
  floorPlans: StoreFloorPlan[] = [];
  holds: UsedTableItem[] = [];
  /** The merchant's blacklisted diners (record id → reason): their orders carry a warning. */
  blacklist: ReadonlyMap<string, string> = new Map();
  status: LoadStatus = 'idle';
  /** '' : every shift. */
  shiftId = '';
  /**
   * Empty: every order that stands (all but closed), the orders the header counts,
   * so the "all" chip, its count and the list agree; closed ones have their own chip.
   */
  statusFilter: StatusKey[] = [];
  view: BoardView;
  private version = '';
  private loadedFor = '';
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly storage: KeyValueStorage,
    private readonly now: () => number = Date.now,
    private readonly catalog?: StoreCatalogStore,
  ) {
    const stored = storage.get(BOARD_VIEW_KEY) as BoardView | null;
    this.view = stored && BOARD_VIEWS.includes(stored) ? stored : 'timeline';
    makeAutoObservable<this, 'api' | 'storeList' | 'storage' | 'now' | 'timer' | 'catalog'>(
      this,
      { api: false, storeList: false, storage: false, now: false, timer: false, catalog: false },
      { autoBind: true },
    );
  }

  get storeId(): string {
    return this.storeList.currentId;
  }

  get today(): string {
    return businessDateOf(this.now(), this.storeList.timezone);
  }

  /** Orders of the chosen shift and statuses, by start time. */
  get visibleOrders(): BookingOrder[] {
    const statuses = new Set(this.statusFilter);
    return this.orders
      .filter((o) => !this.shiftId || o.storeShiftId === this.shiftId)
      .filter((o) => (statuses.size === 0 ? countsAsBooking(statusKey(o.status)) : statuses.has(statusKey(o.status))))
      .slice()
      .sort((a, b) =>
        a.reservationDate === b.reservationDate
          ? a.reservationStartSecond - b.reservationStartSecond
          : a.reservationDate.localeCompare(b.reservationDate),
      );
  }

  /** What the floor plan and the timeline draw: visible orders of the date that hold tables. */
  get placedOrders(): BookingOrder[] {
    return this.visibleOrders.filter((o) => o.reservationDate === this.date && holdsTables(o));
  }

  /** Staff locks of the date (holds without an order). */
  get locks(): UsedTableItem[] {
    return this.holds.filter((h) => h.bookingOrderId === '0' && h.isUsing);
  }

  /**
   * The figures of the date or range shown (every order loaded, whatever the shift and
   * status filters): bookings and guests for the header, every status for the chips.
   */
  get counts(): BookingCounts {
    return countOrders(this.orders.map((o) => ({ status: statusKey(o.status), people: o.peopleCount })));
  }

  /**
   * Orders of the date or range shown that closed because their deposit was not
   * paid in time: the hold lapsed by itself, so the board points them out (the
   * guest was told; staff may call them back).
   */
  get lapsedUnpaid(): BookingOrder[] {
    return this.orders.filter(
      (o) => o.status === BookingOrder_Status.CLOSED && o.closeReason === BookingOrder_CloseReason.DEPOSIT_PAYMENT_FAIL,
    );
  }

  get statusCounts(): Partial<Record<StatusKey, number>> {
    return this.counts.byStatus;
  }

  get visibleShifts(): StoreShift[] {
    return this.shiftId ? this.shifts.filter((s) => s.model?.id === this.shiftId) : this.shifts;
  }

  /** Opens the board on a date (today by default) of the current store. */
  async open(date?: string): Promise<void> {
    await this.storeList.ensureCurrent();
    runInAction(() => {
      this.date = date || this.date || this.today;
    });
    const key = `${this.storeId}|${this.date}|${this.range?.start ?? ''}`;
    if (this.loadedFor !== key || this.status !== 'ready') await this.reload();
  }

  async setDate(date: string): Promise<void> {
    this.date = date;
    this.range = null;
    await this.reload();
  }

  async stepDate(days: number): Promise<void> {
    await this.setDate(addDays(this.date || this.today, days));
  }

  async setRange(range: DateRange): Promise<void> {
    this.range = range;
    this.date = range.start;
    if (this.view === 'floor' || this.view === 'timeline') this.setView('list');
    await this.reload();
  }

  setView(view: BoardView): void {
    this.view = view;
    this.storage.set(BOARD_VIEW_KEY, view);
  }

  setShift(shiftId: string): void {
    this.shiftId = shiftId;
  }

  toggleStatus(key: StatusKey): void {
    this.statusFilter = this.statusFilter.includes(key)
      ? this.statusFilter.filter((k) => k !== key)
      : [...this.statusFilter, key];
  }

  clearStatusFilter(): void {
    this.statusFilter = [];
  }

  /** Shows only the closed orders (where the lapsed ones are, with their reason). */
  showClosed(): void {
    this.statusFilter = ['CLOSED'];
  }

  /** Loads the day; silent reloads (the live poll) keep what is shown until the answer. */
  async reload(options: { silent?: boolean } = {}): Promise<void> {
    const storeId = this.storeId;
    if (!storeId) {
      this.status = 'error';
      return;
    }
    const date = this.date || this.today;
    const range = this.range;
    if (!options.silent) this.status = 'loading';
    const call = options.silent ? silentCall() : undefined;
    try {
      const [version, orders, tables, shifts, plans, holds, blacklisted] = await Promise.all([
        this.api.storeBookingBoard.getBookingDayVersion({ storeId, reservationDate: date }, call),
        fetchAll((query) =>
          this.api.storeBookingOrder.queryStoreBookingOrders(
            { storeId, startDate: range?.start ?? date, endDate: range?.end ?? date, query },
            call,
          ),
        ),
        this.api.storeTable.queryTables({ storeId }, call),
        this.api.storeShift.queryShifts({ storeId }, call),
        this.api.storeFloorPlan.queryFloorPlans({ storeId }, call),
        this.api.storeAvailability.queryUsedTableItems({ storeId, reservationDate: date }, call),
        // A warning only: the board shows the day without it rather than not at all.
        fetchAll((query) =>
          this.api.merchantDiner.queryMerchantDiners({ storeId, blacklistedOnly: true, query }, silentCall()),
        ).catch(() => null),
      ]);
      runInAction(() => {
        this.version = version.version;
        this.orders = orders;
        this.tables = tables.list;
        this.shifts = shifts.list;
        this.floorPlans = plans.list;
        this.holds = holds.list;
        if (blacklisted) this.blacklist = new Map(blacklisted.map((d) => [d.model?.id ?? '', d.blacklistReason]));
        this.status = 'ready';
        this.loadedFor = `${storeId}|${date}|${range?.start ?? ''}`;
        this.catalog?.set(storeId, tables.list, shifts.list);
      });
    } catch (error) {
      runInAction(() => {
        if (!options.silent) this.status = 'error';
      });
      if (!options.silent) throw error;
    }
  }

  /** One live check: reloads quietly when the day's version moved. */
  async checkForChanges(): Promise<boolean> {
    const storeId = this.storeId;
    if (!storeId || !this.date || this.status !== 'ready') return false;
    try {
      const { version } = await this.api.storeBookingBoard.getBookingDayVersion(
        { storeId, reservationDate: this.date },
        silentCall(),
      );
      if (version === this.version) return false;
      await this.reload({ silent: true });
      return true;
    } catch {
      // A missed poll is retried by the next one.
      return false;
    }
  }

  /** Polling while the board is on screen: cheap (one indexed aggregate on the server). */
  startLive(intervalMs = LIVE_POLL_MS): void {
    this.stopLive();
    this.timer = setInterval(() => void this.checkForChanges(), intervalMs);
  }

  stopLive(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** After this device changed an order: show it at once. */
  async refreshAfterChange(): Promise<void> {
    if (this.status === 'ready') await this.reload({ silent: true });
  }
}
