import type { Kysely } from 'kysely';
import { epochDay, isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { BusinessPlanRepository, type WeeklyPlanDayRecord } from './business-plan.repository';
import { ShiftRepository } from './shift.repository';

const MAX_RANGE_DAYS = 400;

export function checkDateRange(startDate: string, endDate: string, maxDays = MAX_RANGE_DAYS): void {
  if (!isBusinessDate(startDate) || !isBusinessDate(endDate) || epochDay(endDate) < epochDay(startDate)) {
    throw domainError('invalid', 'invalidDate');
  }
  if (epochDay(endDate) - epochDay(startDate) + 1 > maxDays) throw domainError('invalid', 'dateRangeTooLong');
}

/** The weekly business plan and rest days of a store. */
export class BusinessPlanService {
  constructor(private readonly db: Kysely<Database>) {}

  weeklyPlan(storeId: string): Promise<WeeklyPlanDayRecord[]> {
    return new BusinessPlanRepository(this.db).weeklyPlan(storeId);
  }

  async updateWeeklyPlan(storeId: string, days: WeeklyPlanDayRecord[]): Promise<WeeklyPlanDayRecord[]> {
    const weekdays = days.map((d) => d.weekday);
    if (weekdays.some((w) => w < 1 || w > 7) || new Set(weekdays).size !== weekdays.length) {
      throw domainError('invalid', 'invalidOption');
    }
    return this.db.transaction().execute(async (trx) => {
      const shiftIds = new Set((await new ShiftRepository(trx).listByStore(storeId)).map((s) => s.id));
      if (days.some((d) => d.shiftIds.some((id) => !shiftIds.has(id)))) throw domainError('not_found', 'shiftNotFound');
      const repo = new BusinessPlanRepository(trx);
      for (const day of days) await repo.upsertWeeklyPlanDay(storeId, { ...day, shiftIds: [...new Set(day.shiftIds)] });
      return repo.weeklyPlan(storeId);
    });
  }

  restDays(storeId: string, startDate: string, endDate: string) {
    checkDateRange(startDate, endDate);
    return new BusinessPlanRepository(this.db).restDays(storeId, startDate, endDate);
  }

  async addRestDay(storeId: string, date: string, remark: string) {
    if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
    await new BusinessPlanRepository(this.db).addRestDay(storeId, date, remark.trim());
  }

  async removeRestDay(storeId: string, date: string) {
    if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
    await new BusinessPlanRepository(this.db).removeRestDay(storeId, date);
  }
}
