import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageJson, StoreTableItemRow, StoreTableRow, TableStatus } from './store.tables';

export interface TableInput {
  name: string;
  remarkName: string;
  weight: number;
  seatCapacity: number;
  bookingLimit: number;
  quickPickIntervalSecond: number;
  photo: ImageJson | null;
  status: TableStatus;
  minSeatsPerOrder: number;
  minSeatsPerFeast: number;
  tableCount: number;
  fixedTableCount: number;
  remainingCountReminder: number;
  minTablesPerBooking: number;
  maxTablesPerBooking: number;
}

export interface TableItemRecord {
  id: string;
  storeId: string;
  tableId: string;
  name: string;
  sort: number;
  /** Among the first fixed_table_count items of its table (by sort): never joined. */
  fixed: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface TableRecord extends TableInput {
  id: string;
  storeId: string;
  /** In sort order. */
  items: TableItemRecord[];
  createTime: Date;
  updateTime: Date;
}

function toItem(row: Selectable<StoreTableItemRow>, fixed: boolean): TableItemRecord {
  return {
    id: row.id,
    storeId: row.store_id,
    tableId: row.store_table_id,
    name: row.name,
    sort: row.sort,
    fixed,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function toTable(row: Selectable<StoreTableRow>, items: Selectable<StoreTableItemRow>[]): TableRecord {
  const own = items.filter((i) => i.store_table_id === row.id);
  return {
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    remarkName: row.remark_name,
    weight: row.weight,
    seatCapacity: row.seat_capacity,
    bookingLimit: row.booking_limit,
    quickPickIntervalSecond: row.quick_pick_interval_second,
    photo: row.photo,
    status: row.status,
    minSeatsPerOrder: row.min_seats_per_order,
    minSeatsPerFeast: row.min_seats_per_feast,
    tableCount: row.table_count,
    fixedTableCount: row.fixed_table_count,
    remainingCountReminder: row.remaining_count_reminder,
    minTablesPerBooking: row.min_tables_per_booking,
    maxTablesPerBooking: row.max_tables_per_booking,
    items: own.map((item, index) => toItem(item, index < row.fixed_table_count)),
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function columns(input: TableInput) {
  return {
    name: input.name,
    remark_name: input.remarkName,
    weight: input.weight,
    seat_capacity: input.seatCapacity,
    booking_limit: input.bookingLimit,
    quick_pick_interval_second: input.quickPickIntervalSecond,
    photo: input.photo ? JSON.stringify(input.photo) : null,
    status: input.status,
    min_seats_per_order: input.minSeatsPerOrder,
    min_seats_per_feast: input.minSeatsPerFeast,
    table_count: input.tableCount,
    fixed_table_count: input.fixedTableCount,
    remaining_count_reminder: input.remainingCountReminder,
    min_tables_per_booking: input.minTablesPerBooking,
    max_tables_per_booking: input.maxTablesPerBooking,
  };
}

export class TableRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Tables by weight (higher first), then name, each with its items in sort order. */
  async listByStore(storeId: string): Promise<TableRecord[]> {
    const [tables, items] = await Promise.all([
      this.db
        .selectFrom('store_table')
        .selectAll()
        .where('store_id', '=', storeId)
        .orderBy('weight', 'desc')
        .orderBy('name')
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('store_table_item')
        .selectAll()
        .where('store_id', '=', storeId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
    ]);
    return tables.map((t) => toTable(t, items));
  }

  async find(storeId: string, tableId: string): Promise<TableRecord | undefined> {
    const all = await this.listByStore(storeId);
    return all.find((t) => t.id === tableId);
  }

  async insert(storeId: string, input: TableInput): Promise<string> {
    const row = await this.db
      .insertInto('store_table')
      .values({ store_id: storeId, ...columns(input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(storeId: string, tableId: string, input: TableInput): Promise<void> {
    await this.db
      .updateTable('store_table')
      .set({ ...columns(input), update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', tableId)
      .execute();
  }

  async nextItemSort(storeId: string): Promise<number> {
    const row = await this.db
      .selectFrom('store_table_item')
      .select((eb) => eb.fn.max('sort').as('max'))
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  }

  async insertItems(storeId: string, tableId: string, items: Array<{ name: string; sort: number }>): Promise<void> {
    if (items.length === 0) return;
    await this.db
      .insertInto('store_table_item')
      .values(items.map((i) => ({ store_id: storeId, store_table_id: tableId, name: i.name, sort: i.sort })))
      .execute();
  }

  /** Item ids (of the given ones) that any order has ever held. */
  async itemIdsWithOrders(itemIds: string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('table_occupancy')
      .select('store_table_item_id')
      .distinct()
      .where('store_table_item_id', 'in', itemIds)
      .where('kind', '=', 'ORDER')
      .execute();
    return new Set(rows.map((r) => r.store_table_item_id));
  }

  async tableHasOrders(tableId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('booking_order')
      .select('id')
      .where('store_table_id', '=', tableId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Deletes items that no order held, with their locks and floor-plan places. */
  async deleteItems(itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.db
      .deleteFrom('table_occupancy')
      .where('store_table_item_id', 'in', itemIds)
      .where('kind', '=', 'LOCK')
      .execute();
    await this.db.deleteFrom('store_floor_plan_placement').where('store_table_item_id', 'in', itemIds).execute();
    await this.db.deleteFrom('store_table_item').where('id', 'in', itemIds).execute();
  }

  async deleteTable(storeId: string, tableId: string): Promise<void> {
    // Shifts name tables by id; a deleted one leaves no stale id.
    await this.db
      .updateTable('store_shift')
      .set({
        open_table_ids: sql<string[]>`array_remove(open_table_ids, ${tableId}::bigint)`,
        hidden_table_ids: sql<string[]>`array_remove(hidden_table_ids, ${tableId}::bigint)`,
      })
      .where('store_id', '=', storeId)
      .execute();
    await this.db.deleteFrom('store_table').where('store_id', '=', storeId).where('id', '=', tableId).execute();
  }

  async renameItem(storeId: string, itemId: string, name: string): Promise<boolean> {
    const result = await this.db
      .updateTable('store_table_item')
      .set({ name, update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', itemId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Orders still open take an item's new name; orders that are over keep the one they were served under. */
  async renameItemOnOpenOrders(storeId: string, itemId: string, name: string): Promise<void> {
    await this.db
      .updateTable('booking_order')
      .set({
        store_table_item_names: sql<string[]>`(
          SELECT array_agg(CASE WHEN u.id = ${itemId}::bigint THEN ${name}::text ELSE COALESCE(u.name, '') END ORDER BY u.ord)
          FROM unnest(store_table_item_ids, store_table_item_names) WITH ORDINALITY AS u(id, name, ord))`,
      })
      .where('store_id', '=', storeId)
      .where(sql<boolean>`${itemId}::bigint = ANY(store_table_item_ids)`)
      .where('status', 'not in', ['FINISHED', 'CLOSED'])
      .execute();
  }

  async setItemSorts(storeId: string, itemIds: string[]): Promise<void> {
    for (let i = 0; i < itemIds.length; i++) {
      await this.db
        .updateTable('store_table_item')
        .set({ sort: i + 1, update_time: sql`now()` })
        .where('store_id', '=', storeId)
        .where('id', '=', itemIds[i])
        .execute();
    }
  }

  async itemIdsOfStore(storeId: string): Promise<string[]> {
    const rows = await this.db.selectFrom('store_table_item').select('id').where('store_id', '=', storeId).execute();
    return rows.map((r) => r.id);
  }
}
