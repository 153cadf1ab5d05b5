import type { KeyValueStorage } from '@/platform';
import type { StaffApi } from '../../services/staff-api';
import type { OperatorStore } from '../operator.store';
import { BookingDayStore } from './booking-day.store';
import { CalendarCountStore } from './calendar-count.store';
import { OrderCreateStore } from './order-create.store';
import { OrderDetailStore } from './order-detail.store';
import { OrderMoneyStore } from './order-money.store';
import { OrderLiveStore } from './order-live.store';
import { OrderMoveStore } from './order-move.store';
import { OrderRescheduleStore } from './order-reschedule.store';
import { OperationStore } from './operation.store';
import { OrderSearchStore } from './order-search.store';
import { PendingOrdersStore } from './pending-orders.store';
import { PrintSettingsStore } from './print-settings.store';
import { StoreCatalogStore } from './store-catalog.store';
import { DailyMemoStore } from './daily-memo.store';
import { StaffStoreListStore } from './store-list.store';
import { WalkInStore } from './walk-in.store';

export interface StaffStoreDeps {
  api: StaffApi;
  operator: OperatorStore;
  storage: KeyValueStorage;
  now?: () => number;
  /** The reader's language, to name shifts in it. */
  language?: () => string;
}

/**
 * The staff app's bookings side: the stores one may act for, the
 * booking board of a day, the open order, a new booking, search, calendars, print.
 * A change made here refreshes the board at once; other devices' changes reach it
 * through the board's live poll.
 */
export class StaffStore {
  readonly stores: StaffStoreListStore;
  readonly catalog: StoreCatalogStore;
  readonly day: BookingDayStore;
  readonly order: OrderDetailStore;
  /** The open order's deposit and final payment. */
  readonly money: OrderMoneyStore;
  /** Reads the open order again when another device changed its day. */
  readonly orderLive: OrderLiveStore;
  readonly move: OrderMoveStore;
  /** Another date, time or party for the open order. */
  readonly reschedule: OrderRescheduleStore;
  readonly create: OrderCreateStore;
  readonly search: OrderSearchStore;
  /** Every booking waiting for the store's confirmation, whatever its date. */
  readonly pending: PendingOrdersStore;
  readonly calendar: CalendarCountStore;
  readonly print: PrintSettingsStore;
  readonly operation: OperationStore;
  /** The board's note for the day. */
  readonly memo: DailyMemoStore;
  /** A party that walked in, seated now on a free table. */
  readonly walkIn: WalkInStore;
  /** The staff clients, for areas that make their own view models (ticketing). */
  readonly api: StaffApi;

  constructor({ api, operator, storage, now, language }: StaffStoreDeps) {
    this.api = api;
    this.stores = new StaffStoreListStore(api, operator);
    this.catalog = new StoreCatalogStore(api, this.stores, language);
    this.memo = new DailyMemoStore(api, this.stores);
    this.day = new BookingDayStore(api, this.stores, storage, now, this.catalog);
    const changed = () => void this.day.refreshAfterChange();
    this.order = new OrderDetailStore(api, this.stores, changed, this.catalog);
    this.money = new OrderMoneyStore(api, this.order);
    this.orderLive = new OrderLiveStore(api, this.order);
    this.move = new OrderMoveStore(api, this.stores);
    this.reschedule = new OrderRescheduleStore(api, this.stores, this.order);
    this.create = new OrderCreateStore(api, this.stores, changed);
    this.search = new OrderSearchStore(api, this.stores);
    this.pending = new PendingOrdersStore(api, this.stores, this.order, now);
    this.calendar = new CalendarCountStore(api, this.stores, storage);
    this.print = new PrintSettingsStore(storage);
    this.operation = new OperationStore(api, this.stores, now);
    this.walkIn = new WalkInStore(api, this.stores, changed);
  }
}
