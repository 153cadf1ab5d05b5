import { makeAutoObservable, runInAction } from 'mobx';
import type { HolidayDate } from '../../gen/platform/v1/reference_data_pb';
import type { AdminContentApi } from '../../services/admin-content-api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** One region's holiday dates of one year: add, rename, remove. */
export class HolidaysStore {
  readonly state = new LoadState();
  list: HolidayDate[] = [];
  regionIsoCode = 'CN';
  year: number;

  constructor(
    private readonly api: AdminContentApi,
    thisYear: number = new Date().getFullYear(),
  ) {
    this.year = thisYear;
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const { regionIsoCode, year } = this;
    await this.state.run(
      async () => (await this.api.adminReferenceData.listAdminHolidayDates({ regionIsoCode, year })).list,
      (list) => (this.list = list),
    );
  }

  async show(regionIsoCode: string, year: number): Promise<void> {
    this.regionIsoCode = regionIsoCode;
    this.year = year;
    await this.load();
  }

  async add(date: string, name: string, isRestDay: boolean): Promise<boolean> {
    const holiday = { regionIsoCode: this.regionIsoCode, date: date.trim(), name: name.trim(), isRestDay };
    const done = await attempt(() => this.api.adminReferenceData.addHolidayDate({ holiday }));
    if (!done) return false;
    const year = Number(holiday.date.slice(0, 4));
    runInAction(() => (this.year = year));
    await this.load();
    return true;
  }

  async rename(date: string, name: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.adminReferenceData.renameHolidayDate({ regionIsoCode: this.regionIsoCode, date, name: name.trim() }),
    );
    if (!done) return false;
    await this.load();
    return true;
  }

  async remove(date: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.adminReferenceData.removeHolidayDate({ regionIsoCode: this.regionIsoCode, date }),
    );
    if (!done) return false;
    await this.load();
    return true;
  }
}
