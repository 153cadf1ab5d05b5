import { makeAutoObservable, runInAction } from 'mobx';
import { addDays, epochDay, isBusinessDate } from '@/common/business-date';
import type { DateRange } from '@/common/report-range';
import { businessDateOf } from '@/common/zoned-time';
import type { PaymentChannel, PaymentPurpose, Transaction, Transaction_Status } from '@/gen/payment/v1/payment_pb';
import type { PaymentChannelConfig } from '@/gen/payment/v1/store_payment_config_service_pb';
import type { TransactionTotal } from '@/gen/payment/v1/store_transaction_service_pb';
import type { ReportApi } from '../../services/report-api';
import type { LoadStatus } from '../client-config.store';

export type TransactionPreset = 'today' | 'last7' | 'last30' | 'custom';

/** 0 is "any": the proto's unspecified value of each filter. */
export interface TransactionFilters {
  purpose: PaymentPurpose;
  channel: PaymentChannel;
  status: Transaction_Status;
}

export interface TransactionListDeps {
  api: ReportApi;
  /** The store the staff screens work on: its id and zone. */
  store: () => { id: string; timezone: string } | undefined;
  now?: () => number;
}

/** A page of transactions: the server caps a page at 100 (spec section 9). */
export const TRANSACTION_PAGE = 20;

/**
 * A store's transactions (store-transactions): payments and refunds of the store's
 * business days, filtered by purpose, channel and status, newest first, a page at a
 * time, with what the whole filtered list moved per currency; and the merchant's
 * payment configuration, which says where the money can come from.
 */
export class TransactionListStore {
  preset: TransactionPreset = 'today';
  custom: DateRange = { startDate: '', endDate: '' };
  filters: TransactionFilters = { purpose: 0, channel: 0, status: 0 };
  list: Transaction[] = [];
  total = 0;
  totals: TransactionTotal[] = [];
  status: LoadStatus = 'idle';
  loadingMore = false;
  rangeError = false;
  channels: PaymentChannelConfig[] = [];
  private readonly now: () => number;
  private loaded = 0;

  constructor(private readonly deps: TransactionListDeps) {
    this.now = deps.now ?? Date.now;
    makeAutoObservable<this, 'deps' | 'now' | 'loaded'>(
      this,
      { deps: false, now: false, loaded: false },
      { autoBind: true },
    );
  }

  get timezone(): string {
    return this.deps.store()?.timezone || 'Asia/Shanghai';
  }

  get today(): string {
    return businessDateOf(this.now(), this.timezone);
  }

  get range(): DateRange {
    const today = this.today;
    switch (this.preset) {
      case 'today':
        return { startDate: today, endDate: today };
      case 'last7':
        return { startDate: addDays(today, -6), endDate: today };
      case 'last30':
        return { startDate: addDays(today, -29), endDate: today };
      case 'custom':
        return this.custom;
    }
  }

  get hasMore(): boolean {
    return this.list.length < this.total;
  }

  setPreset(preset: TransactionPreset): void {
    if (preset === 'custom' && !this.custom.startDate) this.custom = this.range;
    this.preset = preset;
    if (preset !== 'custom') void this.load();
  }

  setCustom(part: Partial<DateRange>): void {
    this.custom = { ...this.custom, ...part };
  }

  setFilter<K extends keyof TransactionFilters>(key: K, value: TransactionFilters[K]): void {
    this.filters = { ...this.filters, [key]: value };
    void this.load();
  }

  /** The first page for the filters; a newer load wins over an older one still answering. */
  async load(): Promise<void> {
    const store = this.deps.store();
    if (!store) return;
    const { startDate, endDate } = this.range;
    this.rangeError = !isBusinessDate(startDate) || !isBusinessDate(endDate) || epochDay(endDate) < epochDay(startDate);
    if (this.rangeError) return;
    const call = ++this.loaded;
    this.status = 'loading';
    try {
      const answer = await this.fetch(store.id, 0);
      runInAction(() => {
        if (call !== this.loaded) return;
        this.list = answer.list;
        this.total = answer.total;
        this.totals = answer.totalList;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (call === this.loaded) this.status = 'error';
      });
      throw error;
    }
  }

  /** The next page, appended. */
  async loadMore(): Promise<void> {
    const store = this.deps.store();
    if (!store || !this.hasMore || this.loadingMore) return;
    const call = this.loaded;
    this.loadingMore = true;
    try {
      const answer = await this.fetch(store.id, this.list.length);
      runInAction(() => {
        if (call !== this.loaded) return;
        const known = new Set(this.list.map((t) => t.model?.id));
        this.list = [...this.list, ...answer.list.filter((t) => !known.has(t.model?.id))];
        this.total = answer.total;
      });
    } finally {
      runInAction(() => (this.loadingMore = false));
    }
  }

  /** The merchant's channels as set up for this store (credentials never travel). */
  async loadChannels(): Promise<void> {
    const store = this.deps.store();
    if (!store) return;
    const { channelConfigList } = await this.deps.api.storePaymentConfig.getStorePaymentConfig({ storeId: store.id });
    runInAction(() => (this.channels = channelConfigList));
  }

  /** One transaction with its refunds, for the detail page. */
  async detail(transactionId: string): Promise<{ transaction?: Transaction; refundList: Transaction[] }> {
    const store = this.deps.store();
    if (!store) return { refundList: [] };
    return this.deps.api.storeTransaction.getStoreTransaction({ storeId: store.id, transactionId });
  }

  private fetch(storeId: string, offset: number) {
    return this.deps.api.storeTransaction.listStoreTransactions({
      storeId,
      ...this.range,
      ...this.filters,
      query: { limit: TRANSACTION_PAGE, offset },
    });
  }
}
