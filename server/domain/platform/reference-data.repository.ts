import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface RegionRecord {
  callingCode: string;
  isoCode: string;
  name: string;
  phonePattern: string;
  sort: number;
}

export interface HolidayRecord {
  date: string;
  name: string;
  isRestDay: boolean;
  regionIsoCode: string;
}

export class ReferenceDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The regions diners may pick, in sort order; with disabled ones for
   * checking phones already kept (a disabled region takes no new phones).
   */
  async listRegions(options: { withDisabled?: boolean } = {}): Promise<RegionRecord[]> {
    let query = this.db.selectFrom('region').selectAll();
    if (!options.withDisabled) query = query.where('disable_time', 'is', null);
    const rows = await query.orderBy('sort').execute();
    return rows.map((r) => ({
      callingCode: r.calling_code,
      isoCode: r.iso_code,
      name: r.name,
      phonePattern: r.phone_pattern,
      sort: r.sort,
    }));
  }

  async listHolidays(startDate: string, endDate: string, regionIsoCode: string): Promise<HolidayRecord[]> {
    let query = this.db
      .selectFrom('holiday_date')
      .selectAll()
      .where('date', '>=', startDate)
      .where('date', '<=', endDate);
    if (regionIsoCode) query = query.where('region_iso_code', '=', regionIsoCode);
    const rows = await query.orderBy('date').orderBy('region_iso_code').execute();
    return rows.map((r) => ({
      date: r.date,
      name: r.name,
      isRestDay: r.is_rest_day,
      regionIsoCode: r.region_iso_code,
    }));
  }
}
