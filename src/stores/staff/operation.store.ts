import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_Status as Status } from '@/gen/booking/v1/booking_order_pb';
import type { StaffApi } from '../../services/staff-api';
import { addDays } from '@/common/business-date';
import { countTallies } from '@/common/booking-counts';
import { businessDateOf } from '@/common/zoned-time';
import type { LoadStatus } from '../client-config.store';
import type { StaffStoreListStore } from './store-list.store';

export interface DaySummary {
  date: string;
  /** Bookings as the board counts them (@common/booking-counts). */
  orders: number;
  closed: number;
  byStatus: Partial<Record<keyof typeof Status, number>>;
}

/** The operation tab and the report area: per-date order counts of the current store (CountDailyStatus). */
export class OperationStore {
  days: DaySummary[] = [];
  status: LoadStatus = 'idle';

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'now'>(
      this,
      { api: false, storeList: false, now: false },
      { autoBind: true },
    );
  }

  get today(): string {
    return businessDateOf(this.now(), this.storeList.timezone);
  }

  summaryOf(date: string): DaySummary {
    return this.days.find((d) => d.date === date) ?? { date, orders: 0, closed: 0, byStatus: {} };
  }

  /** From `daysBack` days ago to tomorrow. */
  async load(daysBack = 6): Promise<void> {
    this.status = 'loading';
    try {
      const storeId = await this.storeList.ensureCurrent();
      if (!storeId) {
        runInAction(() => (this.status = 'ready'));
        return;
      }
      const start = addDays(this.today, -daysBack);
      const end = addDays(this.today, 1);
      const { list } = await this.api.storeBookingOrder.countDailyStatus({ storeId, startDate: start, endDate: end });
      const days: DaySummary[] = [];
      for (let d = start; d <= end; d = addDays(d, 1)) {
        const counts = countTallies(
          (list.find((x) => x.date === d)?.list ?? []).map((c) => ({ status: Status[c.status], count: c.count })),
        );
        days.push({ date: d, orders: counts.bookings, closed: counts.closed, byStatus: counts.byStatus });
      }
      runInAction(() => {
        this.days = days;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      throw error;
    }
  }
}
