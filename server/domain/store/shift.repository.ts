import { sql, type Kysely, type Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import type { PartySizeDurationJson, StoreShiftRow, TimeRangeJson } from './store.tables';

export interface ShiftInput {
  name: string;
  /** The name per language; empty ones fall back to name. */
  intlName?: IntlTextJson;
  remarkName: string;
  startSecond: number;
  endSecond: number;
  deltaSecond: number;
  hiddenDurations: TimeRangeJson[];
  skippedStartSeconds: number[];
  openTableIds: string[];
  hiddenTableIds: string[];
  globalDisabled: boolean;
  durationSecond: number;
  partySizeDurations: PartySizeDurationJson[];
  sort: number;
  /** Kitchen pacing: covers and parties that may start per 15-minute window; undefined: no limit. */
  pacingMaxCovers?: number;
  pacingMaxParties?: number;
}

export interface ShiftRecord extends ShiftInput {
  id: string;
  storeId: string;
  createTime: Date;
  updateTime: Date;
}

function toShift(row: Selectable<StoreShiftRow>): ShiftRecord {
  return {
    id: row.id,
    storeId: row.store_id,
    name: row.name,
    intlName: row.intl_name ?? {},
    remarkName: row.remark_name,
    startSecond: row.start_second,
    endSecond: row.end_second,
    deltaSecond: row.delta_second,
    hiddenDurations: row.hidden_durations,
    skippedStartSeconds: row.skipped_start_seconds,
    openTableIds: row.open_table_ids,
    hiddenTableIds: row.hidden_table_ids,
    globalDisabled: row.global_disabled,
    durationSecond: row.duration_second,
    partySizeDurations: row.party_size_durations,
    sort: row.sort,
    pacingMaxCovers: row.pacing_max_covers ?? undefined,
    pacingMaxParties: row.pacing_max_parties ?? undefined,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

function columns(input: ShiftInput) {
  return {
    name: input.name,
    intl_name: JSON.stringify(input.intlName ?? {}),
    remark_name: input.remarkName,
    start_second: input.startSecond,
    end_second: input.endSecond,
    delta_second: input.deltaSecond,
    hidden_durations: JSON.stringify(input.hiddenDurations),
    skipped_start_seconds: input.skippedStartSeconds,
    open_table_ids: input.openTableIds,
    hidden_table_ids: input.hiddenTableIds,
    global_disabled: input.globalDisabled,
    duration_second: input.durationSecond,
    party_size_durations: JSON.stringify(input.partySizeDurations),
    sort: input.sort,
    pacing_max_covers: input.pacingMaxCovers ?? null,
    pacing_max_parties: input.pacingMaxParties ?? null,
  };
}

export class ShiftRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listByStore(storeId: string): Promise<ShiftRecord[]> {
    const rows = await this.db
      .selectFrom('store_shift')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('sort')
      .orderBy('start_second')
      .orderBy('id')
      .execute();
    return rows.map(toShift);
  }

  async find(storeId: string, shiftId: string): Promise<ShiftRecord | undefined> {
    const row = await this.db
      .selectFrom('store_shift')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('id', '=', shiftId)
      .executeTakeFirst();
    return row && toShift(row);
  }

  async insert(storeId: string, input: ShiftInput): Promise<ShiftRecord> {
    const row = await this.db
      .insertInto('store_shift')
      .values({ store_id: storeId, ...columns(input) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toShift(row);
  }

  async update(storeId: string, shiftId: string, input: ShiftInput): Promise<ShiftRecord | undefined> {
    const row = await this.db
      .updateTable('store_shift')
      .set({ ...columns(input), update_time: sql`now()` })
      .where('store_id', '=', storeId)
      .where('id', '=', shiftId)
      .returningAll()
      .executeTakeFirst();
    return row && toShift(row);
  }

  /** Orders still open take the shift's new names; orders that are over keep the ones they were served under. */
  async renameOnOpenOrders(storeId: string, shiftId: string, name: string, intlName: IntlTextJson): Promise<void> {
    const intl = JSON.stringify(intlName);
    await this.db
      .updateTable('booking_order')
      .set({ store_shift_name: name, store_shift_intl_name: intl })
      .where('store_id', '=', storeId)
      .where('store_shift_id', '=', shiftId)
      .where((eb) =>
        eb.or([
          eb('store_shift_name', '<>', name),
          eb('store_shift_intl_name', '<>', sql<IntlTextJson>`${intl}::jsonb`),
        ]),
      )
      .where('status', 'not in', ['FINISHED', 'CLOSED'])
      .execute();
  }

  async hasOrders(shiftId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('booking_order')
      .select('id')
      .where('store_shift_id', '=', shiftId)
      .limit(1)
      .executeTakeFirst();
    return Boolean(row);
  }

  async delete(storeId: string, shiftId: string): Promise<boolean> {
    // The weekly plan names shifts by id; a deleted one leaves no stale id.
    await this.db
      .updateTable('store_weekly_plan')
      .set({ shift_ids: sql<string[]>`array_remove(shift_ids, ${shiftId}::bigint)` })
      .where('store_id', '=', storeId)
      .execute();
    const result = await this.db
      .deleteFrom('store_shift')
      .where('store_id', '=', storeId)
      .where('id', '=', shiftId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Ids among `tableIds` that are tables of the store. */
  async tableIdsOfStore(storeId: string, tableIds: string[]): Promise<string[]> {
    if (tableIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('store_table')
      .select('id')
      .where('store_id', '=', storeId)
      .where('id', 'in', tableIds)
      .execute();
    return rows.map((r) => r.id);
  }
}
