import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { TableRepository, type TableInput, type TableRecord } from './table.repository';

const MAX_ITEMS_PER_TABLE = 200;

/** Fills defaults and checks a table's counts (spec section 5: seat and people counts valid). */
export function normalizeTable(input: TableInput): TableInput {
  const minTables = Math.max(1, input.minTablesPerBooking);
  const maxTables = input.maxTablesPerBooking === 0 ? minTables : input.maxTablesPerBooking;
  const table = { ...input, name: input.name.trim(), minTablesPerBooking: minTables, maxTablesPerBooking: maxTables };
  if (table.seatCapacity < 1 || table.seatCapacity > 1000 || table.minSeatsPerOrder < 0 || table.minSeatsPerFeast < 0) {
    throw domainError('invalid', 'invalidSeatCount');
  }
  if (table.minSeatsPerOrder > table.seatCapacity * maxTables) throw domainError('invalid', 'invalidSeatCount');
  const countsValid =
    table.tableCount >= 1 &&
    table.tableCount <= MAX_ITEMS_PER_TABLE &&
    table.fixedTableCount >= 0 &&
    table.fixedTableCount <= table.tableCount &&
    maxTables >= minTables &&
    table.bookingLimit >= 0 &&
    table.remainingCountReminder >= 0 &&
    table.quickPickIntervalSecond >= 0;
  if (!countsValid) throw domainError('invalid', 'invalidTableCount');
  return table;
}

function itemName(tableName: string, index: number, count: number): string {
  return count === 1 ? tableName : `${tableName}-${index}`;
}

/** Tables (kinds of table) and their physical items. */
export class TableService {
  constructor(private readonly db: Kysely<Database>) {}

  list(storeId: string): Promise<TableRecord[]> {
    return new TableRepository(this.db).listByStore(storeId);
  }

  async create(storeId: string, draft: TableInput): Promise<TableRecord> {
    const input = normalizeTable(draft);
    return this.db.transaction().execute(async (trx) => {
      const repo = new TableRepository(trx);
      const tableId = await repo.insert(storeId, input);
      const sort = await repo.nextItemSort(storeId);
      await repo.insertItems(
        storeId,
        tableId,
        Array.from({ length: input.tableCount }, (_, i) => ({
          name: itemName(input.name, i + 1, input.tableCount),
          sort: sort + i,
        })),
      );
      return (await repo.find(storeId, tableId))!;
    });
  }

  /** Items follow table_count: new ones are added at the end, surplus ones removed from the end. */
  async update(storeId: string, tableId: string, draft: TableInput): Promise<TableRecord> {
    const input = normalizeTable(draft);
    return this.db.transaction().execute(async (trx) => {
      const repo = new TableRepository(trx);
      const table = await repo.find(storeId, tableId);
      if (!table) throw domainError('not_found', 'tableNotFound');
      const current = table.items.length;
      if (input.tableCount > current) {
        const sort = await repo.nextItemSort(storeId);
        await repo.insertItems(
          storeId,
          tableId,
          Array.from({ length: input.tableCount - current }, (_, i) => ({
            name: itemName(input.name, current + i + 1, Math.max(2, input.tableCount)),
            sort: sort + i,
          })),
        );
      } else if (input.tableCount < current) {
        const surplus = table.items.slice(input.tableCount).map((i) => i.id);
        if ((await repo.itemIdsWithOrders(surplus)).size > 0) throw domainError('precondition', 'tableHasOrders');
        await repo.deleteItems(surplus);
      }
      await repo.update(storeId, tableId, input);
      return (await repo.find(storeId, tableId))!;
    });
  }

  /** A table with orders cannot be deleted: hide it instead (spec section 5). */
  async delete(storeId: string, tableId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new TableRepository(trx);
      const table = await repo.find(storeId, tableId);
      if (!table) throw domainError('not_found', 'tableNotFound');
      const items = table.items.map((i) => i.id);
      if ((await repo.tableHasOrders(tableId)) || (await repo.itemIdsWithOrders(items)).size > 0) {
        throw domainError('precondition', 'tableHasOrders');
      }
      await repo.deleteItems(items);
      await repo.deleteTable(storeId, tableId);
    });
  }

  async renameItem(storeId: string, itemId: string, name: string) {
    const trimmed = name.trim();
    return this.db.transaction().execute(async (trx) => {
      const repo = new TableRepository(trx);
      if (!(await repo.renameItem(storeId, itemId, trimmed))) throw domainError('not_found', 'tableItemNotFound');
      await repo.renameItemOnOpenOrders(storeId, itemId, trimmed);
      const tables = await repo.listByStore(storeId);
      return tables.flatMap((t) => t.items).find((i) => i.id === itemId)!;
    });
  }

  /** The list names every item of the store once, first to last. */
  async sortItems(storeId: string, itemIds: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new TableRepository(trx);
      const all = await repo.itemIdsOfStore(storeId);
      const given = new Set(itemIds);
      if (given.size !== itemIds.length || all.length !== itemIds.length || all.some((id) => !given.has(id))) {
        throw domainError('invalid', 'invalidSortList');
      }
      await repo.setItemSorts(storeId, itemIds);
    });
  }
}
