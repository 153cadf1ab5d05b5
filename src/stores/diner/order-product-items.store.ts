import { makeAutoObservable, runInAction } from 'mobx';
import type { OrderProductItem } from '../../gen/booking/v1/order_product_item_service_pb';
import type { OrderItemsApi } from '../../services/order-items-api';
import { silentCall } from '../../services/silent-call';

/**
 * The products the store served with the diner's booking (read-only). Read
 * quietly: the order detail stands without them, so a failure shows nothing.
 */
export class DinerOrderItems {
  list: OrderProductItem[] = [];
  /** Cents. */
  total = '0';

  constructor(
    private readonly api: OrderItemsApi['diner'],
    private readonly orderId: string,
  ) {
    makeAutoObservable<this, 'api' | 'orderId'>(this, { api: false, orderId: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (!this.orderId) return;
    try {
      const answer = await this.api.listMyOrderProductItems({ bookingOrderId: this.orderId }, silentCall());
      runInAction(() => {
        this.list = answer.list;
        this.total = answer.totalAmount || '0';
      });
    } catch {
      // Left as it was: the rest of the order is still worth showing.
    }
  }
}
