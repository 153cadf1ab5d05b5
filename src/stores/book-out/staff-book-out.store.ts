import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeTableItem, ShiftInventory } from '@/gen/booking/v1/availability_pb';
import { BookOutForm_Status as Status, type BookOutForm } from '@/gen/booking/v1/book_out_form_pb';
import { BookingOrder_Status as OrderStatus, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { readYuan } from '@/common/amount-input';
import type { StaffApi } from '../../services/staff-api';
import { BookOutAvailability } from './book-out-availability';
import { PagedList } from '../diner/paged-list';
import type { StaffStoreListStore } from '../staff/store-list.store';

export type BookOutFilter = 'open' | 'WAIT_STORE_CONFIRM' | 'WAIT_ALLOCATE_BOOKING_ORDER_ID' | 'FINISHED' | 'CLOSED';
export const BOOK_OUT_FILTERS: BookOutFilter[] = [
  'open',
  'WAIT_STORE_CONFIRM',
  'WAIT_ALLOCATE_BOOKING_ORDER_ID',
  'FINISHED',
  'CLOSED',
];
const OPEN = [Status.WAIT_STORE_CONFIRM, Status.WAIT_ALLOCATE_BOOKING_ORDER_ID];
const ORDER_OPEN = [OrderStatus.WAIT_DEPOSIT_PAYMENT, OrderStatus.WAIT_STORE_CONFIRM, OrderStatus.WAIT_SERVICE];

/**
 * The store's private dining requests: the list of the merchant area's
 * "book-out form" tab (by status), the open ones of a day for the booking
 * board, and one request with its answers (book-out-form-detail in
 * sub-store). Every failure is shown by the error catalogue.
 */
export class StaffBookOutStore {
  filter: BookOutFilter = 'open';
  readonly list: PagedList<BookOutForm>;
  /** The board's day: its open requests. */
  dayOpen: BookOutForm[] = [];

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
  ) {
    this.list = new PagedList(async (offset, limit) =>
      this.api.storeBookOutForm.queryStoreBookOutForms({
        storeId: await this.stores.ensureCurrent(),
        statusIn: this.filter === 'open' ? OPEN : [Status[this.filter]],
        offset,
        limit,
      }),
    );
    makeAutoObservable<this, 'api' | 'stores'>(this, { api: false, stores: false }, { autoBind: true });
  }

  async setFilter(filter: BookOutFilter): Promise<void> {
    this.filter = filter;
    await this.list.refresh();
  }

  /** The open requests for one date (the board shows them); quiet on failure, the board has its own states. */
  async loadDay(date: string): Promise<void> {
    if (!date) return;
    try {
      const storeId = await this.stores.ensureCurrent();
      const { list } = await this.api.storeBookOutForm.queryStoreBookOutForms({
        storeId,
        statusIn: OPEN,
        startDate: date,
        endDate: date,
        limit: 50,
      });
      runInAction(() => (this.dayOpen = list));
    } catch {
      runInAction(() => (this.dayOpen = []));
    }
  }

  /** One request; `storeId` (from the link) else the store the staff screens work on. */
  detail(id: string, storeId = ''): StaffBookOutDetail {
    return new StaffBookOutDetail(this.api, this.stores, id, storeId);
  }
}

/** One request on book-out-form-detail: its answers, and the booking made from it. */
export class StaffBookOutDetail {
  form: BookOutForm | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  busy = false;
  /** The booking to make: date, time and tables as on the new-booking page, and the deposit. */
  date = '';
  shiftId = '';
  startSecond: number | null = null;
  inventory: ShiftInventory[] = [];
  freeItems: FreeTableItem[] = [];
  itemIds: string[] = [];
  depositYuan = '';
  /** Open orders of the request's date, to assign one instead. */
  dayOrders: BookingOrder[] = [];
  /** What is free for the party on the requested date and shift, shown before confirming. */
  readonly availability: BookOutAvailability;
  private readonly key = `book-out-${Date.now()}-${Math.random().toString(36).slice(2)}`;

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
    readonly id: string,
    public storeId: string,
  ) {
    this.availability = new BookOutAvailability(api);
    makeAutoObservable<this, 'api' | 'key' | 'stores'>(
      this,
      { api: false, key: false, stores: false, availability: false },
      { autoBind: true },
    );
  }

  private get people(): number {
    const f = this.form?.fields;
    return (f?.adultCount ?? 0) + (f?.childCount ?? 0);
  }

  async load(): Promise<void> {
    try {
      const storeId = this.storeId || (await this.stores.ensureCurrent());
      runInAction(() => (this.storeId = storeId));
      const { form } = await this.api.storeBookOutForm.getStoreBookOutForm({
        storeId: this.storeId,
        bookOutFormId: this.id,
      });
      runInAction(() => {
        this.form = form ?? null;
        this.state = 'ready';
      });
      if (form?.status === Status.WAIT_STORE_CONFIRM) await this.availability.load(this.storeId, form);
      if (form?.status === Status.WAIT_ALLOCATE_BOOKING_ORDER_ID) await this.startSeating();
    } catch {
      runInAction(() => (this.state = this.form ? 'ready' : 'error'));
    }
  }

  private async startSeating(): Promise<void> {
    const f = this.form?.fields;
    if (!f || this.date) return;
    this.shiftId = f.storeShiftId;
    await this.setDate(f.preferredDate);
  }

  async setDate(date: string): Promise<void> {
    this.date = date;
    this.startSecond = null;
    this.itemIds = [];
    this.freeItems = [];
    const [inventory, orders] = await Promise.all([
      this.api.storeAvailability.queryStoreBookingInventory({
        storeId: this.storeId,
        reservationDate: date,
        peopleCount: this.people,
      }),
      this.api.storeBookingOrder.queryStoreBookingOrders({
        storeId: this.storeId,
        startDate: date,
        endDate: date,
        statusIn: ORDER_OPEN,
      }),
    ]);
    runInAction(() => {
      this.inventory = inventory.list;
      this.dayOrders = orders.list;
    });
  }

  async chooseSlot(shiftId: string, startSecond: number): Promise<void> {
    this.shiftId = shiftId;
    this.startSecond = startSecond;
    const result = await this.api.storeAvailability.queryFreeTableItems({
      storeId: this.storeId,
      reservationDate: this.date,
      storeShiftId: shiftId,
      reservationStartSecond: startSecond,
      peopleCount: this.people,
    });
    runInAction(() => {
      this.freeItems = result.list;
      const free = new Set(result.list.map((i) => i.storeTableItemId));
      this.itemIds = this.itemIds.filter((id) => free.has(id));
    });
  }

  toggleItem(itemId: string): void {
    this.itemIds = this.itemIds.includes(itemId) ? this.itemIds.filter((i) => i !== itemId) : [...this.itemIds, itemId];
  }

  setDeposit(yuan: string): void {
    this.depositYuan = yuan;
  }

  /** The deposit in cents ('0': none), or null when what was typed is not an amount. */
  get depositCents(): string | null {
    if (!this.depositYuan.trim()) return '0';
    const read = readYuan(this.depositYuan, { allowZero: true });
    return read.ok ? read.cents : null;
  }

  get canCreate(): boolean {
    return this.startSecond !== null && this.depositCents !== null && !this.busy;
  }

  confirm() {
    return this.act(() =>
      this.api.storeBookOutForm.confirmBookOutForm({ storeId: this.storeId, bookOutFormId: this.id }),
    );
  }

  reject(remark: string) {
    return this.act(() =>
      this.api.storeBookOutForm.rejectBookOutForm({ storeId: this.storeId, bookOutFormId: this.id, remark }),
    );
  }

  cancel(remark: string) {
    return this.act(() =>
      this.api.storeBookOutForm.cancelBookOutForm({ storeId: this.storeId, bookOutFormId: this.id, remark }),
    );
  }

  assign(bookingOrderId: string) {
    return this.act(() =>
      this.api.storeBookOutForm.assignBookOutForm({ storeId: this.storeId, bookOutFormId: this.id, bookingOrderId }),
    );
  }

  /** Makes the booking; a retried tap sends the same key and gets the same order. */
  createOrder() {
    if (!this.canCreate) return Promise.resolve(false);
    return this.act(() =>
      this.api.storeBookOutForm.createBookOutFormOrder({
        storeId: this.storeId,
        bookOutFormId: this.id,
        reservationDate: this.date,
        storeShiftId: this.shiftId,
        reservationStartSecond: this.startSecond ?? 0,
        storeTableItemIdList: this.itemIds,
        depositAmount: this.depositCents ?? '0',
        idempotencyKey: this.key,
      }),
    );
  }

  private async act(call: () => Promise<{ form?: BookOutForm }>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { form } = await call();
      runInAction(() => (this.form = form ?? this.form));
      if (form?.status === Status.WAIT_ALLOCATE_BOOKING_ORDER_ID) await this.startSeating();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
