import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreTableService } from '@gen/store/v1/table_pb';
import type { LockRecord } from '../domain/booking/occupancy.repository';
import type { Services } from '../services';
import { fromTableInput, toTable, toTableItem } from './store-mappers';

const toLock = (l: LockRecord) => ({
  id: l.id,
  storeTableItemId: l.itemId,
  reservationDate: l.date,
  startSecond: l.startSecond,
  endSecond: l.endSecond,
  remark: l.remark,
});

export function storeTableHandler(services: Services): ServiceImpl<typeof StoreTableService> {
  const { tables, tableLocks } = services.booking;
  return {
    async queryTables(request) {
      return { list: (await tables.list(request.storeId)).map((t) => toTable(t)) };
    },
    async createTable(request) {
      return { table: toTable(await tables.create(request.storeId, fromTableInput(request.table))) };
    },
    async updateTable(request) {
      return {
        table: toTable(await tables.update(request.storeId, request.storeTableId, fromTableInput(request.table))),
      };
    },
    async deleteTable(request) {
      await tables.delete(request.storeId, request.storeTableId);
      return {};
    },
    async updateTableItem(request) {
      return { item: toTableItem(await tables.renameItem(request.storeId, request.storeTableItemId, request.name)) };
    },
    async sortTableItems(request) {
      await tables.sortItems(request.storeId, request.storeTableItemIdList);
      return {};
    },
    async lockTableItem(request) {
      const lock = await tableLocks.lock(
        request.storeId,
        request.storeTableItemId,
        request.reservationDate,
        request.startSecond,
        request.endSecond,
        request.remark,
      );
      return { lock: toLock(lock) };
    },
    async unlockTableItem(request) {
      await tableLocks.unlock(request.storeId, request.lockId);
      return {};
    },
    async queryTableItemLocks(request) {
      return { list: (await tableLocks.locks(request.storeId, request.startDate, request.endDate)).map(toLock) };
    },
  };
}
