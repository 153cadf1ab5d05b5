import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { ThirdPartyOrder_Status, type ThirdPartyOrder } from '@/gen/booking/v1/third_party_order_pb';
import type { GroupBuyApi } from '../../services/group-buy-api';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type OrderAction = '' | 'accept' | 'reject' | 'create' | 'assign';

/** The statuses staff filter by, in the order they meet them; 0 lists all. */
export const STATUS_FILTERS: ThirdPartyOrder_Status[] = [
  ThirdPartyOrder_Status.STATUS_UNSPECIFIED,
  ThirdPartyOrder_Status.waitProcess,
  ThirdPartyOrder_Status.accepted,
  ThirdPartyOrder_Status.arrived,
  ThirdPartyOrder_Status.notArrived,
  ThirdPartyOrder_Status.cancelled,
  ThirdPartyOrder_Status.rejected,
];

const OPEN_BOOKINGS = [
  BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
  BookingOrder_Status.WAIT_STORE_CONFIRM,
  BookingOrder_Status.WAIT_SERVICE,
];
const PAGE = 20;

/**
 * The store's third-party group-buying orders: the list (status filter,
 * keyword, pages), one order with its linked booking, and staff's answers.
 * Failed calls are shown by the error catalogue; the methods say whether
 * they worked.
 */
export class ThirdPartyOrdersStore {
  status = ThirdPartyOrder_Status.STATUS_UNSPECIFIED;
  keyword = '';
  list: ThirdPartyOrder[] = [];
  hasMore = false;
  listStatus: LoadStatus = 'idle';
  order: ThirdPartyOrder | null = null;
  booking: BookingOrder | null = null;
  detailStatus: LoadStatus = 'idle';
  busy: OrderAction = '';
  /** Open bookings on the order's date, to assign it to one. */
  candidates: BookingOrder[] = [];

  constructor(
    private readonly api: GroupBuyApi,
    private readonly storeId: () => Promise<string>,
  ) {
    makeAutoObservable<this, 'api' | 'storeId'>(this, { api: false, storeId: false }, { autoBind: true });
  }

  setStatus(status: ThirdPartyOrder_Status): Promise<void> {
    this.status = status;
    return this.load();
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  async load(): Promise<void> {
    this.listStatus = 'loading';
    try {
      const { list, hasMore } = await this.page('0');
      runInAction(() => {
        this.list = list;
        this.hasMore = hasMore;
        this.listStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.listStatus = 'error'));
    }
  }

  async loadMore(): Promise<void> {
    if (!this.hasMore || this.listStatus === 'loading') return;
    const last = this.list[this.list.length - 1];
    const { list, hasMore } = await this.page(last?.id ?? '0');
    runInAction(() => {
      this.list = [...this.list, ...list];
      this.hasMore = hasMore;
    });
  }

  private async page(beforeId: string) {
    const storeId = await this.storeId();
    return this.api.thirdPartyOrder.listThirdPartyOrders({
      storeId,
      status: this.status,
      keyword: this.keyword.trim(),
      limit: PAGE,
      beforeId,
    });
  }

  async open(id: string): Promise<void> {
    if (this.order?.id !== id) {
      this.order = null;
      this.booking = null;
    }
    this.detailStatus = 'loading';
    try {
      const storeId = await this.storeId();
      const { order, bookingOrder } = await this.api.thirdPartyOrder.getThirdPartyOrder({
        storeId,
        thirdPartyOrderId: id,
      });
      runInAction(() => {
        this.order = order ?? null;
        this.booking = bookingOrder ?? null;
        this.detailStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.detailStatus = 'error'));
    }
  }

  accept(): Promise<boolean> {
    return this.act('accept', async (storeId, id) => {
      const { order } = await this.api.thirdPartyOrder.acceptThirdPartyOrder({ storeId, thirdPartyOrderId: id });
      return order;
    });
  }

  reject(reason: string): Promise<boolean> {
    return this.act('reject', async (storeId, id) => {
      const { order } = await this.api.thirdPartyOrder.rejectThirdPartyOrder({
        storeId,
        thirdPartyOrderId: id,
        reason,
      });
      return order;
    });
  }

  createBooking(): Promise<boolean> {
    return this.act('create', async (storeId, id) => {
      const { order, bookingOrder } = await this.api.thirdPartyOrder.createBookingFromThirdPartyOrder({
        storeId,
        thirdPartyOrderId: id,
        idempotencyKey: `third-party-order-${id}`,
      });
      runInAction(() => (this.booking = bookingOrder ?? null));
      return order;
    });
  }

  assign(bookingOrderId: string): Promise<boolean> {
    return this.act('assign', async (storeId, id) => {
      const { order } = await this.api.thirdPartyOrder.assignThirdPartyOrder({
        storeId,
        thirdPartyOrderId: id,
        bookingOrderId,
      });
      return order;
    });
  }

  async loadCandidates(): Promise<void> {
    const order = this.order;
    if (!order) return;
    const storeId = await this.storeId();
    const { list } = await this.api.storeBookingOrder.queryStoreBookingOrders({
      storeId,
      startDate: order.reservationDate,
      endDate: order.reservationDate,
      statusIn: OPEN_BOOKINGS,
      query: { limit: 100 },
    });
    runInAction(() => (this.candidates = list));
  }

  private async act(
    action: OrderAction,
    call: (storeId: string, id: string) => Promise<ThirdPartyOrder | undefined>,
  ): Promise<boolean> {
    const id = this.order?.id;
    if (!id || this.busy) return false;
    this.busy = action;
    try {
      const updated = await call(await this.storeId(), id);
      runInAction(() => {
        if (updated) {
          this.order = updated;
          this.list = this.list.map((o) => (o.id === updated.id ? updated : o));
        }
      });
      // The linked booking as it is now.
      await this.open(id);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = ''));
    }
  }
}
