import { makeAutoObservable } from 'mobx';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import { ORDER_TABS, TAB_STATUSES, type OrderTab } from '../../utils/diner/order-rules';
import type { DinerContext } from './diner-context';
import { PagedList } from './paged-list';

/** order-history: the three tabs, each its own paged list, loaded when first shown. */
export class OrderHistoryStore {
  tab: OrderTab;
  readonly lists: Record<OrderTab, PagedList<BookingOrder>>;

  constructor(ctx: DinerContext, initialTab: OrderTab = 'inProgress') {
    this.tab = initialTab;
    const list = (tab: OrderTab) =>
      new PagedList<BookingOrder>(async (offset, limit) => {
        const page = await ctx.api.dinerBookingOrder.queryMyBookingOrders({
          statusIn: TAB_STATUSES[tab],
          query: { offset, limit, shouldReturnTotal: true },
        });
        // The cards name their stores: fetch the ones the catalog does not know yet.
        const unknown = [...new Set(page.list.map((o) => o.storeId))].filter((id) => !ctx.catalog.get(id));
        if (unknown.length) await ctx.catalog.query({ idIn: unknown }).catch(() => undefined);
        return page;
      });
    this.lists = Object.fromEntries(ORDER_TABS.map((tab) => [tab, list(tab)])) as Record<
      OrderTab,
      PagedList<BookingOrder>
    >;
    makeAutoObservable(this, { lists: false }, { autoBind: true });
  }

  get current(): PagedList<BookingOrder> {
    return this.lists[this.tab];
  }

  load(): Promise<void> {
    return this.current.refresh();
  }

  async selectTab(tab: OrderTab): Promise<void> {
    this.tab = tab;
    if (!this.current.loaded) await this.current.refresh();
  }
}
