import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { checkDateRange } from './business-plan.service';
import { StoreDayRepository, type FloorPlanInput } from './store-day.repository';
import { TableRepository } from './table.repository';

const SHAPES = ['RECTANGLE', 'ROUND'];

/** Daily memos and floor plans (tables placed on a plan). */
export class StoreDayService {
  constructor(private readonly db: Kysely<Database>) {}

  memos(storeId: string, startDate: string, endDate: string) {
    checkDateRange(startDate, endDate);
    return new StoreDayRepository(this.db).memos(storeId, startDate, endDate);
  }

  /** Blank content removes the memo. */
  async setMemo(storeId: string, date: string, content: string, userId: string) {
    if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
    const repo = new StoreDayRepository(this.db);
    if (content.trim() === '') {
      await repo.deleteMemo(storeId, date);
      return { date, content: '', updateTime: new Date(), updaterUserId: userId };
    }
    return repo.setMemo(storeId, date, content, userId);
  }

  floorPlans(storeId: string) {
    return new StoreDayRepository(this.db).floorPlans(storeId);
  }

  async createFloorPlan(storeId: string, input: FloorPlanInput) {
    return this.db.transaction().execute(async (trx) => {
      await this.check(trx, storeId, input);
      const repo = new StoreDayRepository(trx);
      const id = await repo.insertFloorPlan(storeId, input);
      return (await repo.floorPlans(storeId, id))[0];
    });
  }

  async updateFloorPlan(storeId: string, id: string, input: FloorPlanInput) {
    return this.db.transaction().execute(async (trx) => {
      await this.check(trx, storeId, input);
      const repo = new StoreDayRepository(trx);
      if (!(await repo.updateFloorPlan(storeId, id, input))) throw domainError('not_found', 'floorPlanNotFound');
      return (await repo.floorPlans(storeId, id))[0];
    });
  }

  async deleteFloorPlan(storeId: string, id: string) {
    if (!(await new StoreDayRepository(this.db).deleteFloorPlan(storeId, id))) {
      throw domainError('not_found', 'floorPlanNotFound');
    }
  }

  /**
   * Placed items belong to the store, each once, with a size, a known shape and a
   * rotation in [0, 360), and lie inside the plan (their unrotated box: the editor
   * drags that box, and the board draws it in percent of the plan).
   */
  private async check(db: Kysely<Database>, storeId: string, input: FloorPlanInput) {
    if (!validSide(input.width) || !validSide(input.height)) throw domainError('invalid', 'floorPlanSizeInvalid');
    const ids = input.placements.map((p) => p.storeTableItemId);
    if (new Set(ids).size !== ids.length) throw domainError('invalid', 'tablePlacedTwice');
    for (const p of input.placements) {
      if (p.width <= 0 || p.height <= 0 || !SHAPES.includes(p.shape) || p.rotation < 0 || p.rotation >= 360) {
        throw domainError('invalid', 'placementInvalid');
      }
      if (p.x < 0 || p.y < 0 || p.x + p.width > input.width || p.y + p.height > input.height) {
        throw domainError('invalid', 'placementOutsidePlan');
      }
    }
    const own = new Set(await new TableRepository(db).itemIdsOfStore(storeId));
    if (ids.some((id) => !own.has(id))) throw domainError('not_found', 'tableItemNotFound');
  }
}

/** A plan's side in plan units: positive and at most 10,000 (a plan is drawn scaled, never at this size). */
const MAX_PLAN_SIDE = 10_000;
function validSide(n: number): boolean {
  return Number.isInteger(n) && n > 0 && n <= MAX_PLAN_SIDE;
}
