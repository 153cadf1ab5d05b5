import { makeAutoObservable } from 'mobx';
import { addDays } from '../../common/business-date';
import { businessDateOf, isoWeekday } from '../../common/zoned-time';
import type { GetPlatformOverviewResponse } from '../../gen/platform/v1/platform_overview_pb';
import type { AdminOverviewApi } from '../../services/admin-overview-api';
import { LoadState } from '../staff-setup/load-state';

/** The platform overview of one week (Monday to Sunday), this week first. */
export class OverviewStore {
  readonly state = new LoadState();
  overview: GetPlatformOverviewResponse | undefined = undefined;
  /** Weeks back from this one (0: this week). */
  weeksBack = 0;

  constructor(
    private readonly api: AdminOverviewApi,
    /** The zone whose calendar the weeks follow. */
    private readonly zone: () => string,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<this, 'api' | 'zone' | 'now'>(this, { api: false, zone: false, now: false }, { autoBind: true });
  }

  get startDate(): string {
    const today = businessDateOf(this.now(), this.zone());
    return addDays(today, 1 - isoWeekday(today) - 7 * this.weeksBack);
  }

  async load(): Promise<void> {
    const request = { startDate: this.startDate, timeZone: this.zone() };
    await this.state.run(
      () => this.api.platformOverview.getPlatformOverview(request),
      (overview) => (this.overview = overview),
    );
  }

  async shift(weeks: number): Promise<void> {
    this.weeksBack = Math.max(0, this.weeksBack - weeks);
    await this.load();
  }
}
