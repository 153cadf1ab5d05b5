import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import type { Store } from '../../gen/store/v1/store_pb';
import type { DinerContext } from './diner-context';

/**
 * order-detail and the pages it opens (QR code, cancel): the diner's order
 * and its store, and what the diner may change. Every change answers the
 * updated order, which replaces the shown one.
 */
export class OrderDetailStore {
  order: BookingOrder | null = null;
  store: Store | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  busy = false;

  constructor(
    private readonly ctx: DinerContext,
    readonly orderId: string,
  ) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (!this.orderId) {
      this.state = 'error';
      return;
    }
    try {
      const { order } = await this.ctx.api.dinerBookingOrder.getMyBookingOrder({ bookingOrderId: this.orderId });
      runInAction(() => {
        this.order = order ?? null;
        this.state = order ? 'ready' : 'error';
      });
      const storeId = order?.storeId;
      if (storeId) {
        const store = this.ctx.catalog.get(storeId) ?? (await this.ctx.catalog.fetch(storeId).catch(() => null));
        runInAction(() => (this.store = store));
      }
    } catch {
      runInAction(() => (this.state = this.order ? 'ready' : 'error'));
    }
  }

  /** Cancels (before the deadline) or applies to cancel (after it); true when the server took it. */
  async cancel(reason: string): Promise<{ applied: boolean } | null> {
    return this.change(async () => {
      const answer = await this.ctx.api.dinerBookingOrder.cancelMyBookingOrder({
        bookingOrderId: this.orderId,
        remark: reason.trim(),
      });
      return { order: answer.order, result: { applied: answer.applied } };
    });
  }

  modifyRemark(remark: string): Promise<true | null> {
    return this.change(async () => {
      const { order } = await this.ctx.api.dinerBookingOrder.modifyMyDinerRemark({
        bookingOrderId: this.orderId,
        dinerRemark: remark.trim(),
      });
      return { order, result: true as const };
    });
  }

  /** Takes the fapiao title off the order (choosing one is the fapiao-title page's). */
  removeFapiao(): Promise<true | null> {
    return this.change(async () => {
      const { order } = await this.ctx.api.dinerFapiaoTitle.setMyOrderFapiao({
        bookingOrderId: this.orderId,
        fapiaoTitleId: '0',
      });
      return { order, result: true as const };
    });
  }

  modifyParty(adults: number, children: number): Promise<true | null> {
    return this.change(async () => {
      const { order } = await this.ctx.api.dinerBookingOrder.modifyMyPax({
        bookingOrderId: this.orderId,
        adultCount: adults,
        childCount: children,
      });
      return { order, result: true as const };
    });
  }

  /** The token of the share link (one per order). */
  async shareToken(): Promise<string | null> {
    try {
      const { shareToken } = await this.ctx.api.dinerBookingOrderShare.createBookingOrderShare({
        bookingOrderId: this.orderId,
      });
      return shareToken;
    } catch {
      return null;
    }
  }

  private async change<R>(call: () => Promise<{ order?: BookingOrder; result: R }>): Promise<R | null> {
    if (this.busy) return null;
    this.busy = true;
    try {
      const { order, result } = await call();
      runInAction(() => {
        if (order) this.order = order;
      });
      return result;
    } catch {
      // The catalogue has shown the server's message.
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
