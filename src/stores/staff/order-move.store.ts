import { makeAutoObservable, runInAction } from 'mobx';
import type { FreeTableItem } from '@/gen/booking/v1/availability_pb';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StaffApi } from '../../services/staff-api';
import { fetchAll } from './fetch-all';
import { holdsTables } from './order-state';
import type { StaffStoreListStore } from './store-list.store';

/**
 * What store-order-update-table offers for one order: the items free at its time
 * (its own count as free) with the server's pick, and the other orders of the date
 * holding tables, to swap with.
 */
export class OrderMoveStore {
  freeItems: FreeTableItem[] = [];
  suggested: string[] = [];
  swapCandidates: BookingOrder[] = [];
  loading = false;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
  ) {
    makeAutoObservable<this, 'api' | 'storeList'>(this, { api: false, storeList: false }, { autoBind: true });
  }

  async load(order: BookingOrder): Promise<void> {
    const storeId = this.storeList.currentId;
    const id = order.model?.id ?? '';
    this.loading = true;
    try {
      const [free, sameDay] = await Promise.all([
        this.api.storeAvailability.queryFreeTableItems({
          storeId,
          reservationDate: order.reservationDate,
          storeShiftId: order.storeShiftId,
          reservationStartSecond: order.reservationStartSecond,
          peopleCount: order.peopleCount,
          bookingOrderId: id,
        }),
        fetchAll((query) =>
          this.api.storeBookingOrder.queryStoreBookingOrders({
            storeId,
            startDate: order.reservationDate,
            endDate: order.reservationDate,
            query,
          }),
        ),
      ]);
      runInAction(() => {
        this.freeItems = free.list;
        this.suggested = free.suggestedItemIdList;
        this.swapCandidates = sameDay
          .filter((o) => o.model?.id !== id && holdsTables(o))
          .sort((a, b) => a.reservationStartSecond - b.reservationStartSecond);
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
