import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StaffApi } from '../../services/staff-api';
import type { StaffStoreListStore } from './store-list.store';

export type SearchTab = 'order' | 'thirdParty';

/** booking-order-search: orders of the store by phone, name, order number or booking code. */
export class OrderSearchStore {
  keyword = '';
  tab: SearchTab = 'order';
  results: BookingOrder[] = [];
  total = 0;
  searched = false;
  loading = false;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
  ) {
    makeAutoObservable<this, 'api' | 'storeList'>(this, { api: false, storeList: false }, { autoBind: true });
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  setTab(tab: SearchTab): void {
    this.tab = tab;
  }

  async search(keyword = this.keyword): Promise<void> {
    this.keyword = keyword;
    const text = keyword.trim();
    if (!text) {
      this.results = [];
      this.searched = false;
      return;
    }
    this.loading = true;
    try {
      const storeId = await this.storeList.ensureCurrent();
      const { list, total } = await this.api.storeBookingOrder.queryStoreBookingOrders({
        storeId,
        keyword: text,
        query: { limit: 100, shouldReturnTotal: true },
      });
      runInAction(() => {
        // Newest reservation first: the one asked about is usually upcoming.
        this.results = list
          .slice()
          .sort(
            (a, b) =>
              b.reservationDate.localeCompare(a.reservationDate) || a.reservationStartSecond - b.reservationStartSecond,
          );
        this.total = total;
        this.searched = true;
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
