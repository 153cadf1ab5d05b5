import { makeAutoObservable, runInAction } from 'mobx';
import { CalendarCountMode, type DailyInventoryCount } from '@/gen/booking/v1/availability_pb';
import type { KeyValueStorage } from '@/platform';
import type { StaffApi } from '../../services/staff-api';
import { addDays } from '@/common/business-date';
import type { StaffStoreListStore } from './store-list.store';

export type CountMode = 'tables' | 'diners' | 'orders';
export const COUNT_MODES: readonly CountMode[] = ['tables', 'diners', 'orders'];
export const COUNT_MODE_KEY = 'staff.calendarCountMode';

const MODE_VALUE: Record<CountMode, CalendarCountMode> = {
  tables: CalendarCountMode.TABLES,
  diners: CalendarCountMode.DINERS,
  orders: CalendarCountMode.ORDERS,
};

/** The server answers at most 62 days at once: a month view asks for its six weeks. */
const MAX_SPAN_DAYS = 62;

/**
 * Counts per date for the staff calendars (store-calendar-picker and its range
 * variant), by tables, diners or orders (spec section 9), with each date's
 * availability.
 */
export class CalendarCountStore {
  mode: CountMode;
  byDate = new Map<string, DailyInventoryCount>();
  loading = false;

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly storage: KeyValueStorage,
  ) {
    const stored = storage.get(COUNT_MODE_KEY) as CountMode | null;
    this.mode = stored && COUNT_MODES.includes(stored) ? stored : 'orders';
    makeAutoObservable<this, 'api' | 'storeList' | 'storage'>(
      this,
      { api: false, storeList: false, storage: false },
      { autoBind: true },
    );
  }

  countOf(date: string): number | null {
    return this.byDate.get(date)?.count ?? null;
  }

  async setMode(mode: CountMode, start: string, end: string): Promise<void> {
    this.mode = mode;
    this.storage.set(COUNT_MODE_KEY, mode);
    await this.load(start, end);
  }

  async load(start: string, end: string): Promise<void> {
    const storeId = await this.storeList.ensureCurrent();
    const last = end < addDays(start, MAX_SPAN_DAYS) ? end : addDays(start, MAX_SPAN_DAYS);
    this.loading = true;
    try {
      const { list } = await this.api.storeAvailability.queryStoreDailyInventoryCount({
        storeId,
        startDate: start,
        endDate: last,
        mode: MODE_VALUE[this.mode],
      });
      runInAction(() => {
        this.byDate = new Map(list.map((c) => [c.date, c]));
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }
}
