import type { Kysely } from 'kysely';
import { epochDay } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { HolidayRecord, RegionRecord } from './reference-data.repository';
import { ReferenceDataAdminRepository, type AdminRegionRecord } from './reference-data-admin.repository';

const CALLING_CODE = /^[0-9]{1,4}$/;
const ISO_CODE = /^[A-Z]{2}$/;
const NAME_MAX = 64;
const PATTERN_MAX = 200;

function checkedName(input: string, key: 'regionNameRequired' | 'holidayNameRequired'): string {
  const name = input.trim();
  if (!name || name.length > NAME_MAX) throw domainError('invalid', key);
  return name;
}

function checkedPattern(input: string): string {
  const pattern = input.trim();
  if (!pattern || pattern.length > PATTERN_MAX) throw domainError('invalid', 'regionPatternInvalid');
  try {
    new RegExp(pattern);
  } catch {
    throw domainError('invalid', 'regionPatternInvalid');
  }
  return pattern;
}

function checkedDate(date: string): string {
  if (Number.isNaN(epochDay(date))) throw domainError('invalid', 'invalidDate');
  return date;
}

/**
 * Phone regions and public holiday dates, changed by administrators. A
 * region others refer to is disabled, not deleted (diners stop being offered
 * it; phones already in it keep working). A holiday change reaches bookings
 * at once: migration 2500's trigger bumps the settings version of every store
 * that closes on that region's holidays, which the booking context cache reads.
 */
export class ReferenceDataAdminService {
  constructor(private readonly db: Kysely<Database>) {}

  regions(): Promise<AdminRegionRecord[]> {
    return new ReferenceDataAdminRepository(this.db).regions();
  }

  async createRegion(input: RegionRecord): Promise<AdminRegionRecord> {
    const callingCode = input.callingCode.trim().replace(/^\+/, '');
    if (!CALLING_CODE.test(callingCode)) throw domainError('invalid', 'regionCallingCodeInvalid');
    const isoCode = input.isoCode.trim().toUpperCase();
    if (!ISO_CODE.test(isoCode)) throw domainError('invalid', 'regionIsoCodeInvalid');
    const region = {
      callingCode,
      isoCode,
      name: checkedName(input.name, 'regionNameRequired'),
      phonePattern: checkedPattern(input.phonePattern),
      sort: input.sort,
    };
    return this.db.transaction().execute(async (tx) => {
      const repo = new ReferenceDataAdminRepository(tx);
      // The ISO code has a unique index too: either taken is the same refusal.
      if ((await repo.regionIsoCodeExists(isoCode)) || !(await repo.insertRegion(region))) {
        throw domainError('conflict', 'regionExists');
      }
      return this.requireRegion(repo, callingCode);
    });
  }

  async updateRegion(input: RegionRecord): Promise<AdminRegionRecord> {
    const region = {
      callingCode: input.callingCode.trim(),
      name: checkedName(input.name, 'regionNameRequired'),
      phonePattern: checkedPattern(input.phonePattern),
      sort: input.sort,
    };
    return this.db.transaction().execute(async (tx) => {
      const repo = new ReferenceDataAdminRepository(tx);
      if (!(await repo.updateRegion(region))) throw domainError('not_found', 'regionNotFound');
      return this.requireRegion(repo, region.callingCode);
    });
  }

  async setRegionDisabled(callingCode: string, disabled: boolean): Promise<AdminRegionRecord> {
    return this.db.transaction().execute(async (tx) => {
      const repo = new ReferenceDataAdminRepository(tx);
      if (!(await repo.setRegionDisabled(callingCode, disabled))) throw domainError('not_found', 'regionNotFound');
      return this.requireRegion(repo, callingCode);
    });
  }

  /** Only a region nothing refers to; its holiday dates go with it. */
  async deleteRegion(callingCode: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const repo = new ReferenceDataAdminRepository(tx);
      if (!(await repo.lockRegion(callingCode))) throw domainError('not_found', 'regionNotFound');
      const [region] = await repo.regions(callingCode);
      if (region.inUse) throw domainError('precondition', 'regionInUse');
      await repo.deleteRegion(callingCode);
    });
  }

  async holidaysOfYear(regionIsoCode: string, year: number): Promise<HolidayRecord[]> {
    if (!Number.isInteger(year) || year < 1970 || year > 9999) throw domainError('invalid', 'invalidDate');
    return new ReferenceDataAdminRepository(this.db).holidaysOfYear(regionIsoCode.trim().toUpperCase(), year);
  }

  async addHoliday(input: HolidayRecord): Promise<HolidayRecord> {
    const holiday = {
      regionIsoCode: input.regionIsoCode.trim().toUpperCase(),
      date: checkedDate(input.date.trim()),
      name: checkedName(input.name, 'holidayNameRequired'),
      isRestDay: input.isRestDay,
    };
    return this.db.transaction().execute(async (tx) => {
      const repo = new ReferenceDataAdminRepository(tx);
      if (!(await repo.regionIsoCodeExists(holiday.regionIsoCode))) throw domainError('not_found', 'regionNotFound');
      const made = await repo.insertHoliday(holiday);
      if (!made) throw domainError('conflict', 'holidayExists');
      return made;
    });
  }

  async renameHoliday(regionIsoCode: string, date: string, nameInput: string): Promise<HolidayRecord> {
    const name = checkedName(nameInput, 'holidayNameRequired');
    const renamed = await new ReferenceDataAdminRepository(this.db).renameHoliday(
      regionIsoCode.trim().toUpperCase(),
      checkedDate(date.trim()),
      name,
    );
    if (!renamed) throw domainError('not_found', 'holidayNotFound');
    return renamed;
  }

  async removeHoliday(regionIsoCode: string, date: string): Promise<void> {
    const removed = await new ReferenceDataAdminRepository(this.db).deleteHoliday(
      regionIsoCode.trim().toUpperCase(),
      checkedDate(date.trim()),
    );
    if (!removed) throw domainError('not_found', 'holidayNotFound');
  }

  private async requireRegion(repo: ReferenceDataAdminRepository, callingCode: string): Promise<AdminRegionRecord> {
    const [region] = await repo.regions(callingCode);
    if (!region) throw domainError('not_found', 'regionNotFound');
    return region;
  }
}
