import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { OrderProductChoice, OrderProductItem } from '@/gen/booking/v1/order_product_item_service_pb';
import type { OrderItemsApi } from '../../services/order-items-api';
import { silentCall } from '../../services/silent-call';
import type { LoadStatus } from '../client-config.store';
import type { OrderDetailStore } from './order-detail.store';

/** What staff type for an item: a quantity, a unit price in cents, a remark. */
export interface ItemDraft {
  quantity: number;
  unitPrice: string;
  remark: string;
}

/** A finished or closed order keeps its items as served (the server's rule; the screen only follows it). */
export const itemsEditable = (order: BookingOrder | null) =>
  !!order && order.status !== Status.FINISHED && order.status !== Status.CLOSED;

/**
 * The open order's product items (products of the merchant's mall catalogue
 * served with the booking) and the catalogue to pick them from. Each change
 * runs through the order store, so it shares its busy flag and the order's
 * log is read again. Made by the pages that show them (subpackage code), not
 * by the staff store, so the weapp main package does not carry it.
 */
export class OrderProductItemsStore {
  items: OrderProductItem[] = [];
  /** Cents. */
  total = '0';
  /** The order these items belong to. */
  orderId = '';
  status: LoadStatus = 'idle';
  choices: OrderProductChoice[] = [];
  choiceStatus: LoadStatus = 'idle';

  constructor(
    private readonly api: OrderItemsApi['staff'],
    private readonly order: OrderDetailStore,
  ) {
    makeAutoObservable<this, 'api' | 'order'>(this, { api: false, order: false }, { autoBind: true });
  }

  private show(orderId: string, answer: { list: OrderProductItem[]; totalAmount: string }) {
    this.orderId = orderId;
    this.items = answer.list;
    this.total = answer.totalAmount || '0';
    this.status = 'ready';
  }

  /** The items of the open order; read quietly: the section says when it failed and offers a retry. */
  async load(): Promise<void> {
    const ref = this.order.ref();
    if (!ref.bookingOrderId) return;
    if (this.orderId !== ref.bookingOrderId) {
      this.items = [];
      this.total = '0';
    }
    this.status = 'loading';
    try {
      const answer = await this.api.listOrderProductItems(ref, silentCall());
      runInAction(() => this.show(ref.bookingOrderId, answer));
    } catch {
      runInAction(() => (this.status = 'error'));
    }
  }

  /** The catalogue's products whose title or quick code holds the keyword, listed or not. */
  async search(keyword: string): Promise<void> {
    this.choiceStatus = 'loading';
    try {
      const { list } = await this.api.listOrderProductChoices({
        storeId: this.order.ref().storeId,
        keyword: keyword.trim(),
      });
      runInAction(() => {
        this.choices = list;
        this.choiceStatus = 'ready';
      });
    } catch {
      runInAction(() => (this.choiceStatus = 'error'));
    }
  }

  private change(
    name: string,
    call: (ref: { storeId: string; bookingOrderId: string }) => Promise<{
      list: OrderProductItem[];
      totalAmount: string;
    }>,
  ): Promise<boolean> {
    const ref = this.order.ref();
    return this.order.run(name, async () => {
      const answer = await call(ref);
      runInAction(() => this.show(ref.bookingOrderId, answer));
      return {};
    });
  }

  /** Adds a SKU; a unit price left undefined is the SKU's own. */
  add(skuId: string, draft: Omit<ItemDraft, 'unitPrice'> & { unitPrice?: string }) {
    return this.change('productItemAdd', (ref) => this.api.addOrderProductItem({ ...ref, skuId, ...draft }));
  }

  update(itemId: string, draft: ItemDraft) {
    return this.change('productItemUpdate', (ref) => this.api.updateOrderProductItem({ ...ref, itemId, ...draft }));
  }

  remove(itemId: string) {
    return this.change('productItemRemove', (ref) => this.api.removeOrderProductItem({ ...ref, itemId }));
  }
}
