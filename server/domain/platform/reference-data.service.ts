import { epochDay } from '@common/business-date';
import { domainError } from '../errors';
import type { HolidayRecord, ReferenceDataRepository, RegionRecord } from './reference-data.repository';

export const MAX_HOLIDAY_RANGE_DAYS = 400;

export class ReferenceDataService {
  constructor(private readonly repo: ReferenceDataRepository) {}

  listRegions(): Promise<RegionRecord[]> {
    return this.repo.listRegions();
  }

  async listHolidays(startDate: string, endDate: string, regionIsoCode: string): Promise<HolidayRecord[]> {
    const start = epochDay(startDate);
    const end = epochDay(endDate);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) throw domainError('invalid', 'invalidDate');
    if (end - start + 1 > MAX_HOLIDAY_RANGE_DAYS) throw domainError('invalid', 'dateRangeTooLong');
    return this.repo.listHolidays(startDate, endDate, regionIsoCode.toUpperCase());
  }
}
