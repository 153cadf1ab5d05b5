import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { HolidayRecord, RegionRecord } from './reference-data.repository';

export interface AdminRegionRecord extends RegionRecord {
  disabled: boolean;
  inUse: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

const toHoliday = (r: { date: string; name: string; is_rest_day: boolean; region_iso_code: string }) => ({
  date: r.date,
  name: r.name,
  isRestDay: r.is_rest_day,
  regionIsoCode: r.region_iso_code,
});

/** Regions and holiday dates as administrators change them. */
export class ReferenceDataAdminRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every region with whether anything refers to it: a store's holiday
   * region, or a user's or delivery address's phone region (each by an
   * index on its code, an EXISTS per region).
   */
  async regions(callingCode?: string): Promise<AdminRegionRecord[]> {
    let query = this.db
      .selectFrom('region as r')
      .selectAll('r')
      .select(
        sql<boolean>`(
          EXISTS (SELECT 1 FROM store s WHERE s.holiday_region_iso_code = r.iso_code)
          OR EXISTS (SELECT 1 FROM app_user u WHERE u.phone_region_code = r.calling_code AND u.phone <> '')
          OR EXISTS (SELECT 1 FROM mall_delivery_address a WHERE a.phone_region_code = r.calling_code)
        )`.as('in_use'),
      );
    if (callingCode !== undefined) query = query.where('r.calling_code', '=', callingCode);
    const rows = await query.orderBy('r.sort').orderBy('r.calling_code').execute();
    return rows.map((r) => ({
      callingCode: r.calling_code,
      isoCode: r.iso_code,
      name: r.name,
      phonePattern: r.phone_pattern,
      sort: r.sort,
      disabled: r.disable_time !== null,
      inUse: r.in_use,
    }));
  }

  /** False when the calling code or the ISO code is taken. */
  async insertRegion(region: RegionRecord): Promise<boolean> {
    const made = await this.db
      .insertInto('region')
      .values({
        calling_code: region.callingCode,
        iso_code: region.isoCode,
        name: region.name,
        phone_pattern: region.phonePattern,
        sort: region.sort,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('calling_code')
      .executeTakeFirst();
    return made !== undefined;
  }

  async updateRegion(region: Pick<RegionRecord, 'callingCode' | 'name' | 'phonePattern' | 'sort'>): Promise<boolean> {
    const done = await this.db
      .updateTable('region')
      .set({ name: region.name, phone_pattern: region.phonePattern, sort: region.sort })
      .where('calling_code', '=', region.callingCode)
      .executeTakeFirst();
    return done.numUpdatedRows > 0n;
  }

  async setRegionDisabled(callingCode: string, disabled: boolean): Promise<boolean> {
    const done = await this.db
      .updateTable('region')
      .set({ disable_time: disabled ? sql<Date>`coalesce(disable_time, now())` : null })
      .where('calling_code', '=', callingCode)
      .executeTakeFirst();
    return done.numUpdatedRows > 0n;
  }

  /** Locks the row, so a store taking the region meanwhile waits for the delete. */
  async lockRegion(callingCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('region')
      .select('calling_code')
      .where('calling_code', '=', callingCode)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteRegion(callingCode: string): Promise<void> {
    const region = await this.db
      .deleteFrom('region')
      .where('calling_code', '=', callingCode)
      .returning('iso_code')
      .executeTakeFirst();
    if (region) await this.db.deleteFrom('holiday_date').where('region_iso_code', '=', region.iso_code).execute();
  }

  async regionIsoCodeExists(isoCode: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('region')
      .select('iso_code')
      .where('iso_code', '=', isoCode)
      .executeTakeFirst();
    return row !== undefined;
  }

  async holidaysOfYear(regionIsoCode: string, year: number): Promise<HolidayRecord[]> {
    const rows = await this.db
      .selectFrom('holiday_date')
      .selectAll()
      .where('region_iso_code', '=', regionIsoCode)
      .where('date', '>=', `${year}-01-01`)
      .where('date', '<=', `${year}-12-31`)
      .orderBy('date')
      .execute();
    return rows.map(toHoliday);
  }

  /** Undefined when the region already has that date. */
  async insertHoliday(h: HolidayRecord): Promise<HolidayRecord | undefined> {
    const row = await this.db
      .insertInto('holiday_date')
      .values({ region_iso_code: h.regionIsoCode, date: h.date, name: h.name, is_rest_day: h.isRestDay })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && toHoliday(row);
  }

  async renameHoliday(regionIsoCode: string, date: string, name: string): Promise<HolidayRecord | undefined> {
    const row = await this.db
      .updateTable('holiday_date')
      .set({ name })
      .where('region_iso_code', '=', regionIsoCode)
      .where('date', '=', date)
      .returningAll()
      .executeTakeFirst();
    return row && toHoliday(row);
  }

  async deleteHoliday(regionIsoCode: string, date: string): Promise<boolean> {
    const done = await this.db
      .deleteFrom('holiday_date')
      .where('region_iso_code', '=', regionIsoCode)
      .where('date', '=', date)
      .executeTakeFirst();
    return done.numDeletedRows > 0n;
  }
}
