import { makeAutoObservable, runInAction } from 'mobx';
import { reportCsv, type ReportCsvLabels } from '@/common/report-csv';
import { presetRange, rangeProblem, type DateRange, type ReportPreset } from '@/common/report-range';
import { businessDateOf } from '@/common/zoned-time';
import type { BookingReport } from '@/gen/report/v1/report_service_pb';
import { saveTextFile } from '@/platform/save-file';
import type { ReportApi } from '../../services/report-api';
import type { LoadStatus } from '../client-config.store';

export type ReportScope = 'store' | 'merchant';

export interface ReportStoreDeps {
  api: ReportApi;
  /** The store the staff screens work on: its id, merchant and zone. */
  store: () => { id: string; merchantId: string; timezone: string } | undefined;
  now?: () => number;
}

/**
 * The report page: which stores (the current one, or every store of its merchant
 * the staff member may see), which dates (a preset from the store's today, or a
 * custom range), and the report the server computed for them.
 */
export class ReportStore {
  scope: ReportScope = 'store';
  preset: ReportPreset = 'lastWeek';
  custom: DateRange = { startDate: '', endDate: '' };
  status: LoadStatus = 'idle';
  report: BookingReport | undefined = undefined;
  /** The key of a message about the custom range, checked before any call. */
  rangeError: 'invalidDate' | 'reportRangeTooLong' | undefined = undefined;
  private readonly now: () => number;
  private loaded = 0;

  constructor(private readonly deps: ReportStoreDeps) {
    this.now = deps.now ?? Date.now;
    makeAutoObservable<this, 'deps' | 'now' | 'loaded'>(
      this,
      { deps: false, now: false, loaded: false },
      { autoBind: true },
    );
  }

  get today(): string {
    return businessDateOf(this.now(), this.deps.store()?.timezone || 'Asia/Shanghai');
  }

  get range(): DateRange {
    return this.preset === 'custom' ? this.custom : presetRange(this.preset, this.today);
  }

  setScope(scope: ReportScope): void {
    this.scope = scope;
    void this.load();
  }

  setPreset(preset: ReportPreset): void {
    if (preset === 'custom' && !this.custom.startDate) this.custom = this.range;
    this.preset = preset;
    if (preset !== 'custom') void this.load();
  }

  setCustom(part: Partial<DateRange>): void {
    this.custom = { ...this.custom, ...part };
  }

  async load(): Promise<void> {
    const store = this.deps.store();
    if (!store) return;
    const range = this.range;
    this.rangeError = rangeProblem(range);
    if (this.rangeError) return;
    const call = ++this.loaded;
    this.status = 'loading';
    try {
      const { report } = await this.deps.api.storeReport.getBookingReport(
        this.scope === 'store' ? { storeId: store.id, ...range } : { merchantId: store.merchantId, ...range },
      );
      runInAction(() => {
        if (call !== this.loaded) return;
        this.report = report;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (call === this.loaded) this.status = 'error';
      });
      throw error;
    }
  }

  /** Saves the report shown as a CSV file (the web); false where the host cannot (mini-programs). */
  async exportCsv(labels: ReportCsvLabels, fileName: string): Promise<boolean> {
    if (!this.report) return false;
    return saveTextFile(reportCsv(this.report, labels), fileName, 'text/csv;charset=utf-8');
  }
}
