import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffApi } from '../../services/staff-api';
import type { StaffStoreListStore } from './store-list.store';

/**
 * The note staff keep for one business date of the current store ("wedding
 * party in the hall"), shown on the booking board. Saving blank text removes
 * it (the server's rule).
 */
export class DailyMemoStore {
  date = '';
  content = '';
  loaded = false;
  saving = false;
  private loadedFor = '';

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'loadedFor'>(
      this,
      { api: false, storeList: false, loadedFor: false },
      { autoBind: true },
    );
  }

  async load(date: string): Promise<void> {
    if (!date) return;
    try {
      const storeId = await this.storeList.ensureCurrent();
      if (!storeId) return;
      const key = `${storeId}:${date}`;
      runInAction(() => {
        if (this.loadedFor !== key) {
          this.date = date;
          this.content = '';
          this.loaded = false;
        }
      });
      const { list } = await this.api.storeDailyMemo.queryDailyMemos({ storeId, startDate: date, endDate: date });
      runInAction(() => {
        // A later load for another date wins.
        if (this.date !== date) return;
        this.content = list.find((m) => m.date === date)?.content ?? '';
        this.loaded = true;
        this.loadedFor = key;
      });
    } catch {
      // The board still works without its note; the error catalogue has told the person.
    }
  }

  /** Saves the day's note; true when the server kept it. */
  async save(content: string): Promise<boolean> {
    if (this.saving || !this.date) return false;
    this.saving = true;
    try {
      const storeId = await this.storeList.ensureCurrent();
      const { memo } = await this.api.storeDailyMemo.setDailyMemo({ storeId, date: this.date, content });
      runInAction(() => (this.content = memo?.content ?? ''));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
