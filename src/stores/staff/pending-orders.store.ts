import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { businessDateOf } from '@/common/zoned-time';
import type { StaffApi } from '../../services/staff-api';
import { silentCall } from '../../services/silent-call';
import type { LoadStatus } from '../client-config.store';
import { fetchAll } from './fetch-all';
import type { OrderDetailStore } from './order-detail.store';
import type { StaffStoreListStore } from './store-list.store';

/**
 * Every booking of the current store waiting for its confirmation, whatever the
 * date (the board shows one day): soonest first, on the store's clock. One search
 * call with a status filter and no date bound (QueryStoreBookingOrders).
 */
export class PendingOrdersStore {
  orders: BookingOrder[] = [];
  status: LoadStatus = 'idle';
  /** The order being confirmed from the list. */
  busyId = '';

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly order: OrderDetailStore,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'order' | 'now'>(
      this,
      { api: false, storeList: false, order: false, now: false },
      { autoBind: true },
    );
  }

  /** The store's business date now. */
  get today(): string {
    return businessDateOf(this.now(), this.storeList.timezone);
  }

  /** A booking whose date has passed while it still waits. */
  isOverdue(order: BookingOrder): boolean {
    return order.reservationDate < this.today;
  }

  /** Loads the list; `silent` (the board's badge) shows no error and keeps what is shown. */
  async load(options: { silent?: boolean } = {}): Promise<void> {
    if (!options.silent) this.status = 'loading';
    try {
      const storeId = await this.storeList.ensureCurrent();
      const call = options.silent ? silentCall() : undefined;
      const list = await fetchAll((query) =>
        this.api.storeBookingOrder.queryStoreBookingOrders(
          { storeId, statusIn: [BookingOrder_Status.WAIT_STORE_CONFIRM], query },
          call,
        ),
      );
      runInAction(() => {
        // Still waiting (an answer may cross a change), soonest first.
        this.orders = list
          .filter((o) => o.status === BookingOrder_Status.WAIT_STORE_CONFIRM)
          .sort(
            (a, b) =>
              a.reservationDate.localeCompare(b.reservationDate) || a.reservationStartSecond - b.reservationStartSecond,
          );
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (!options.silent) this.status = 'error';
      });
      if (!options.silent) throw error;
    }
  }

  /** Confirms one through the order's own action (its log, messages and board refresh), then lists again. */
  async confirm(orderId: string): Promise<boolean> {
    this.busyId = orderId;
    try {
      if (this.order.orderId !== orderId) await this.order.load(orderId);
      const done = await this.order.confirm();
      if (done) await this.load({ silent: true });
      return done;
    } catch {
      // The error catalogue has told the person.
      return false;
    } finally {
      runInAction(() => (this.busyId = ''));
    }
  }
}
