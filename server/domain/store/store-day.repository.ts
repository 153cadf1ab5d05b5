import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageJson } from './store.tables';

export interface DailyMemoRecord {
  date: string;
  content: string;
  updateTime: Date;
  updaterUserId: string | null;
}

export interface PlacementRecord {
  storeTableItemId: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  shape: string;
}

export interface FloorPlanInput {
  name: string;
  width: number;
  height: number;
  background: ImageJson | null;
  sort: number;
  placements: PlacementRecord[];
}

export interface FloorPlanRecord extends FloorPlanInput {
  id: string;
  storeId: string;
  createTime: Date;
  updateTime: Date;
}

/** Daily memos and floor plans: what staff keep about the room and the day. */
export class StoreDayRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async memos(storeId: string, startDate: string, endDate: string): Promise<DailyMemoRecord[]> {
    const rows = await this.db
      .selectFrom('store_daily_memo')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('date', '>=', startDate)
      .where('date', '<=', endDate)
      .orderBy('date')
      .execute();
    return rows.map((r) => ({
      date: r.date,
      content: r.content,
      updateTime: r.update_time,
      updaterUserId: r.updater_user_id,
    }));
  }

  async setMemo(storeId: string, date: string, content: string, userId: string): Promise<DailyMemoRecord> {
    const row = await this.db
      .insertInto('store_daily_memo')
      .values({ store_id: storeId, date, content, updater_user_id: userId })
      .onConflict((oc) =>
        oc.columns(['store_id', 'date']).doUpdateSet({ content, updater_user_id: userId, update_time: sql`now()` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return { date: row.date, content: row.content, updateTime: row.update_time, updaterUserId: row.updater_user_id };
  }

  async deleteMemo(storeId: string, date: string): Promise<void> {
    await this.db.deleteFrom('store_daily_memo').where('store_id', '=', storeId).where('date', '=', date).execute();
  }

  async floorPlans(storeId: string, onlyId?: string): Promise<FloorPlanRecord[]> {
    let query = this.db.selectFrom('store_floor_plan').selectAll().where('store_id', '=', storeId);
    if (onlyId) query = query.where('id', '=', onlyId);
    const plans = await query.orderBy('sort').orderBy('id').execute();
    if (plans.length === 0) return [];
    const placements = await this.db
      .selectFrom('store_floor_plan_placement')
      .selectAll()
      .where(
        'store_floor_plan_id',
        'in',
        plans.map((p) => p.id),
      )
      .orderBy('store_table_item_id')
      .execute();
    return plans.map((p) => ({
      id: p.id,
      storeId: p.store_id,
      name: p.name,
      width: p.width,
      height: p.height,
      background: p.background,
      sort: p.sort,
      placements: placements
        .filter((x) => x.store_floor_plan_id === p.id)
        .map((x) => ({
          storeTableItemId: x.store_table_item_id,
          x: x.x,
          y: x.y,
          width: x.width,
          height: x.height,
          rotation: x.rotation,
          shape: x.shape,
        })),
      createTime: p.create_time,
      updateTime: p.update_time,
    }));
  }

  async insertFloorPlan(storeId: string, input: FloorPlanInput): Promise<string> {
    const row = await this.db
      .insertInto('store_floor_plan')
      .values({
        store_id: storeId,
        name: input.name,
        width: input.width,
        height: input.height,
        background: input.background ? JSON.stringify(input.background) : null,
        sort: input.sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.replacePlacements(row.id, input.placements);
    return row.id;
  }

  async updateFloorPlan(storeId: string, id: string, input: FloorPlanInput): Promise<boolean> {
    const result = await this.db
      .updateTable('store_floor_plan')
      .set({
        name: input.name,
        width: input.width,
        height: input.height,
        background: input.background ? JSON.stringify(input.background) : null,
        sort: input.sort,
        update_time: sql`now()`,
      })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.replacePlacements(id, input.placements);
    return true;
  }

  async deleteFloorPlan(storeId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('store_floor_plan')
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  private async replacePlacements(planId: string, placements: PlacementRecord[]): Promise<void> {
    await this.db.deleteFrom('store_floor_plan_placement').where('store_floor_plan_id', '=', planId).execute();
    if (placements.length === 0) return;
    await this.db
      .insertInto('store_floor_plan_placement')
      .values(
        placements.map((p) => ({
          store_floor_plan_id: planId,
          store_table_item_id: p.storeTableItemId,
          x: p.x,
          y: p.y,
          width: p.width,
          height: p.height,
          rotation: p.rotation,
          shape: p.shape,
        })),
      )
      .execute();
  }
}
