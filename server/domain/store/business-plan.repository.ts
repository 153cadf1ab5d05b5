import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface WeeklyPlanDayRecord {
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  rest: boolean;
  /** Empty: every shift. */
  shiftIds: string[];
}

export interface RestDayRecord {
  date: string;
  remark: string;
}

/** The weekly plan, a store's rest days and the public holidays it may close on. */
export class BusinessPlanRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Seven days, Monday first; a weekday without a row is open with every shift. */
  async weeklyPlan(storeId: string): Promise<WeeklyPlanDayRecord[]> {
    const rows = await this.db.selectFrom('store_weekly_plan').selectAll().where('store_id', '=', storeId).execute();
    return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      const row = rows.find((r) => r.weekday === weekday);
      return { weekday, rest: row?.rest ?? false, shiftIds: row?.shift_ids ?? [] };
    });
  }

  async upsertWeeklyPlanDay(storeId: string, day: WeeklyPlanDayRecord): Promise<void> {
    await this.db
      .insertInto('store_weekly_plan')
      .values({ store_id: storeId, weekday: day.weekday, rest: day.rest, shift_ids: day.shiftIds })
      .onConflict((oc) => oc.columns(['store_id', 'weekday']).doUpdateSet({ rest: day.rest, shift_ids: day.shiftIds }))
      .execute();
  }

  async restDays(storeId: string, startDate: string, endDate: string): Promise<RestDayRecord[]> {
    const rows = await this.db
      .selectFrom('store_rest_day')
      .select(['date', 'remark'])
      .where('store_id', '=', storeId)
      .where('date', '>=', startDate)
      .where('date', '<=', endDate)
      .orderBy('date')
      .execute();
    return rows;
  }

  async addRestDay(storeId: string, date: string, remark: string): Promise<void> {
    await this.db
      .insertInto('store_rest_day')
      .values({ store_id: storeId, date, remark })
      .onConflict((oc) => oc.columns(['store_id', 'date']).doUpdateSet({ remark }))
      .execute();
  }

  async removeRestDay(storeId: string, date: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('store_rest_day')
      .where('store_id', '=', storeId)
      .where('date', '=', date)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Public holidays that are rest days in a region, in a range. */
  async holidayRestDates(regionIsoCode: string, startDate: string, endDate: string): Promise<string[]> {
    if (!regionIsoCode) return [];
    const rows = await this.db
      .selectFrom('holiday_date')
      .select('date')
      .where('region_iso_code', '=', regionIsoCode)
      .where('is_rest_day', '=', true)
      .where('date', '>=', startDate)
      .where('date', '<=', endDate)
      .execute();
    return rows.map((r) => r.date);
  }
}
