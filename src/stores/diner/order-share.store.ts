import { makeAutoObservable, runInAction } from 'mobx';
import type { SharedBookingOrder } from '../../gen/booking/v1/diner_booking_extra_service_pb';
import type { DinerContext } from './diner-context';

/**
 * order-detail-share: opened by the diner with their order id (the share
 * token is made then) or by anyone with the token the link carries.
 */
export class OrderShareStore {
  token: string;
  order: SharedBookingOrder | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';

  constructor(
    private readonly ctx: DinerContext,
    private readonly orderId: string,
    token: string,
  ) {
    this.token = token;
    makeAutoObservable<this, 'ctx' | 'orderId'>(this, { ctx: false, orderId: false }, { autoBind: true });
  }

  /** The path a friend opens: the public view by token. */
  get sharePath(): string {
    return `/pages/sub-user/order-detail-share/index?token=${encodeURIComponent(this.token)}`;
  }

  async load(): Promise<void> {
    const { api } = this.ctx;
    try {
      if (!this.token && this.orderId) {
        const { shareToken } = await api.dinerBookingOrderShare.createBookingOrderShare({
          bookingOrderId: this.orderId,
        });
        runInAction(() => (this.token = shareToken));
      }
      const { order } = await api.publicBookingOrderShare.getSharedBookingOrder({ shareToken: this.token });
      runInAction(() => {
        this.order = order ?? null;
        this.state = order ? 'ready' : 'error';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }
}
