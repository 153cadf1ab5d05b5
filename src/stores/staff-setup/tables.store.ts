import { makeAutoObservable, runInAction } from 'mobx';
import type { MessageInitShape } from '@bufbuild/protobuf';
import {
  StoreTable_Status,
  type StoreTable,
  type StoreTableInputSchema,
  type TableItemLock,
} from '@/gen/store/v1/table_pb';
import type { StaffApi } from '@/services/staff-api';
import { silentCall } from '@/services/silent-call';
import { RpcError } from '@/services/rpc-error';
import { SERVER_MESSAGE } from '@/common/server-messages';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

type TableFields = MessageInitShape<typeof StoreTableInputSchema>;

/** What a delete came to: gone, refused because orders use the table (hide it instead), or failed. */
export type DeleteOutcome = 'deleted' | 'has-orders' | 'failed';

/** The store's tables (kinds with their items), their order, and item locks. */
export class TablesStore {
  list: StoreTable[] = [];
  locks: TableItemLock[] = [];
  readonly state = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
    /** Hands a failure the page did not expect to the error catalogue, as an ordinary call's would be. */
    private readonly report: (error: unknown) => void,
  ) {
    makeAutoObservable<this, 'api' | 'choice' | 'report'>(
      this,
      { api: false, choice: false, report: false },
      { autoBind: true },
    );
  }

  find(id: string): StoreTable | undefined {
    return this.list.find((t) => t.model?.id === id);
  }

  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.state.run(
      () => this.api.storeTable.queryTables({ storeId }),
      (answer) => (this.list = answer.list),
    );
  }

  async save(id: string | null, table: TableFields): Promise<StoreTable | null> {
    const storeId = this.choice.storeId;
    const saved = await attempt(async () =>
      id
        ? (await this.api.storeTable.updateTable({ storeId, storeTableId: id, table })).table
        : (await this.api.storeTable.createTable({ storeId, table })).table,
    );
    if (saved) await this.load();
    return saved ?? null;
  }

  /** Deletes a table; a table with orders is refused by the server, and the page offers to hide it. */
  async delete(id: string): Promise<DeleteOutcome> {
    try {
      await this.api.storeTable.deleteTable({ storeId: this.choice.storeId, storeTableId: id }, silentCall());
    } catch (error) {
      if (error instanceof RpcError && error.rawMessage === SERVER_MESSAGE.tableHasOrders) return 'has-orders';
      this.report(error);
      return 'failed';
    }
    runInAction(() => (this.list = this.list.filter((t) => t.model?.id !== id)));
    return 'deleted';
  }

  /** Hides a table from diners (staff still book it): what the spec offers instead of deleting one with orders. */
  async hide(id: string): Promise<boolean> {
    const table = this.find(id);
    if (!table) return false;
    return (await this.save(id, { ...inputOf(table), status: StoreTable_Status.HIDDEN })) !== null;
  }

  async renameItem(itemId: string, name: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeTable.updateTableItem({ storeId: this.choice.storeId, storeTableItemId: itemId, name }),
    );
    if (done) await this.load();
    return done !== null;
  }

  /** Every item of the store in the order given, first to last. */
  async sortItems(itemIds: string[]): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeTable.sortTableItems({ storeId: this.choice.storeId, storeTableItemIdList: itemIds }),
    );
    if (done) await this.load();
    return done !== null;
  }

  async loadLocks(date: string): Promise<void> {
    const answer = await attempt(() =>
      this.api.storeTable.queryTableItemLocks({ storeId: this.choice.storeId, startDate: date, endDate: date }),
    );
    if (answer) runInAction(() => (this.locks = answer.list));
  }

  async lockItem(itemId: string, date: string, startSecond: number, endSecond: number, remark: string) {
    const done = await attempt(() =>
      this.api.storeTable.lockTableItem({
        storeId: this.choice.storeId,
        storeTableItemId: itemId,
        reservationDate: date,
        startSecond,
        endSecond,
        remark,
      }),
    );
    if (done) await this.loadLocks(date);
    return done !== null;
  }

  async unlock(lock: TableItemLock): Promise<boolean> {
    const done = await attempt(() =>
      this.api.storeTable.unlockTableItem({ storeId: this.choice.storeId, lockId: lock.id }),
    );
    if (done) await this.loadLocks(lock.reservationDate);
    return done !== null;
  }
}

/** The input a table was made from, for an update that changes one part of it. */
export function inputOf(t: StoreTable): TableFields {
  return {
    name: t.name,
    remarkName: t.remarkName,
    weight: t.weight,
    seatCapacity: t.seatCapacity,
    bookingLimit: t.bookingLimit,
    quickPickIntervalSecond: t.quickPickIntervalSecond,
    photo: t.photo,
    status: t.status,
    minSeatsPerOrder: t.minSeatsPerOrder,
    minSeatsPerFeast: t.minSeatsPerFeast,
    tableCount: t.tableCount,
    fixedTableCount: t.fixedTableCount,
    remainingCountReminder: t.remainingCountReminder,
    minTablesPerBooking: t.minTablesPerBooking,
    maxTablesPerBooking: t.maxTablesPerBooking,
  };
}
