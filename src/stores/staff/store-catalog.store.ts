import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { StoreTable } from '@/gen/store/v1/table_pb';
import { localText } from '@/common/intl-text';
import type { StaffApi } from '../../services/staff-api';
import type { StaffStoreListStore } from './store-list.store';

/** How screens name an order's tables and shift. */
export interface OrderNames {
  tableNames(order: BookingOrder): string;
  shiftName(order: BookingOrder): string;
}

/**
 * The current store's tables and shifts, to name the items and shift an order holds
 * (orders carry their ids). The booking board fills it with every day it loads;
 * other screens ask for it once per store.
 */
export class StoreCatalogStore implements OrderNames {
  tables: StoreTable[] = [];
  shifts: StoreShift[] = [];
  private loadedFor = '';

  constructor(
    private readonly api: StaffApi,
    private readonly storeList: StaffStoreListStore,
    private readonly language: () => string = () => 'zh-Hans',
  ) {
    makeAutoObservable<this, 'api' | 'storeList' | 'loadedFor' | 'language'>(
      this,
      { api: false, storeList: false, loadedFor: false, language: false },
      { autoBind: true },
    );
  }

  private get itemNames(): Map<string, string> {
    return new Map(this.tables.flatMap((t) => t.itemList.map((i) => [i.model?.id ?? '', i.name] as const)));
  }

  set(storeId: string, tables: StoreTable[], shifts: StoreShift[]): void {
    this.tables = tables;
    this.shifts = shifts;
    this.loadedFor = storeId;
  }

  async ensure(): Promise<void> {
    const storeId = await this.storeList.ensureCurrent();
    if (!storeId || this.loadedFor === storeId) return;
    const [tables, shifts] = await Promise.all([
      this.api.storeTable.queryTables({ storeId }),
      this.api.storeShift.queryShifts({ storeId }),
    ]);
    runInAction(() => this.set(storeId, tables.list, shifts.list));
  }

  /** Table names for item ids, as the order log records them. */
  itemNamesOf(ids: string[]): string {
    const names = this.itemNames;
    return ids
      .map((id) => names.get(id) ?? '')
      .filter(Boolean)
      .join('+');
  }

  /** A shift's name in the reader's language (its intlName), else its own. */
  shiftNameOf(id: string): string {
    const shift = this.shifts.find((s) => s.model?.id === id);
    return shift ? localText(shift.name, shift.intlName, this.language()) : '';
  }

  tableNames(order: BookingOrder): string {
    if (order.storeTableItemNameList.length) return order.storeTableItemNameList.join('+');
    const names = this.itemNames;
    return order.storeTableItemIdList
      .map((id) => names.get(id) ?? '')
      .filter(Boolean)
      .join('+');
  }

  shiftName(order: BookingOrder): string {
    // The store's current shift, in the reader's language; else the names the order recorded.
    return (
      this.shiftNameOf(order.storeShiftId) || localText(order.storeShiftName, order.storeShiftIntlName, this.language())
    );
  }
}
