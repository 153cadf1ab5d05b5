import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface HoldInput {
  storeId: string;
  itemId: string;
  orderId: string | null;
  kind: 'ORDER' | 'LOCK';
  date: string;
  shiftId: string | null;
  startSecond: number;
  endSecond: number;
  startTime: Date;
  endTime: Date;
  remark?: string;
}

export interface UsedRecord {
  id: string;
  updateTime: Date;
  date: string;
  startSecond: number;
  endSecond: number;
  itemId: string;
  shiftId: string | null;
  isUsing: boolean;
  arrivalSecond: number | null;
  orderId: string | null;
}

export interface LockRecord {
  id: string;
  itemId: string;
  date: string;
  startSecond: number;
  endSecond: number;
  remark: string;
}

/** SQLSTATE of an exclusion-constraint violation: the item is already held then. */
export function isOverlapViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23P01';
}

/** The rows that hold table items (spec "used table items"), and staff locks. */
export class OccupancyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(holds: HoldInput[], now: Date): Promise<string[]> {
    if (holds.length === 0) return [];
    const rows = await this.db
      .insertInto('table_occupancy')
      .values(
        holds.map((h) => ({
          store_id: h.storeId,
          store_table_item_id: h.itemId,
          booking_order_id: h.orderId,
          kind: h.kind,
          reservation_date: h.date,
          store_shift_id: h.shiftId,
          start_second: h.startSecond,
          end_second: h.endSecond,
          during: sql<string>`tstzrange(${h.startTime}::timestamptz, ${h.endTime}::timestamptz)`,
          remark: h.remark ?? '',
          create_time: now,
          update_time: now,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** Releases what an order holds (closed, finished, turned over or moved); the rows stay as history. */
  async releaseOrder(orderId: string, now: Date): Promise<number> {
    const result = await this.db
      .updateTable('table_occupancy')
      .set({ is_using: false, update_time: now })
      .where('booking_order_id', '=', orderId)
      .where('is_using', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async setArrival(orderId: string, arrivalSecond: number | null, now: Date): Promise<void> {
    await this.db
      .updateTable('table_occupancy')
      .set({ arrival_second: arrivalSecond, update_time: now })
      .where('booking_order_id', '=', orderId)
      .where('is_using', '=', true)
      .execute();
  }

  /** Every record of a store's date, held or released (used tables and locks). */
  async usedRecords(storeId: string, date: string): Promise<UsedRecord[]> {
    const rows = await this.db
      .selectFrom('table_occupancy')
      .select([
        'id',
        'update_time',
        'reservation_date',
        'start_second',
        'end_second',
        'store_table_item_id',
        'store_shift_id',
        'is_using',
        'arrival_second',
        'booking_order_id',
      ])
      .where('store_id', '=', storeId)
      .where('reservation_date', '=', date)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      updateTime: r.update_time,
      date: r.reservation_date,
      startSecond: r.start_second,
      endSecond: r.end_second,
      itemId: r.store_table_item_id,
      shiftId: r.store_shift_id,
      isUsing: r.is_using,
      arrivalSecond: r.arrival_second,
      orderId: r.booking_order_id,
    }));
  }

  async locks(storeId: string, startDate: string, endDate: string): Promise<LockRecord[]> {
    const rows = await this.db
      .selectFrom('table_occupancy')
      .select(['id', 'store_table_item_id', 'reservation_date', 'start_second', 'end_second', 'remark'])
      .where('store_id', '=', storeId)
      .where('kind', '=', 'LOCK')
      .where('is_using', '=', true)
      .where('reservation_date', '>=', startDate)
      .where('reservation_date', '<=', endDate)
      .orderBy('reservation_date')
      .orderBy('start_second')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      itemId: r.store_table_item_id,
      date: r.reservation_date,
      startSecond: r.start_second,
      endSecond: r.end_second,
      remark: r.remark,
    }));
  }

  /** Unlocking deletes the lock: a lock is not history worth keeping. Answers the lock's date, if it was one. */
  async deleteLock(storeId: string, lockId: string): Promise<string | null> {
    const row = await this.db
      .deleteFrom('table_occupancy')
      .where('store_id', '=', storeId)
      .where('id', '=', lockId)
      .where('kind', '=', 'LOCK')
      .returning('reservation_date')
      .executeTakeFirst();
    return row?.reservation_date ?? null;
  }
}
