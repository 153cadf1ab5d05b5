import { makeAutoObservable } from 'mobx';
import type { DinerOrderSummary, DinerStats, MerchantDiner, MerchantDinerInput } from '@/gen/crm/v1/merchant_diner_pb';
import type { CheckDinerRiskResponse } from '@/gen/crm/v1/merchant_diner_service_pb';
import type { StaffApi } from '@/services/staff-api';
import { attempt, LoadState } from './load-state';
import type { SetupStoreChoice } from './setup-store-choice';

export type DinerFields = Partial<Omit<MerchantDinerInput, '$typeName'>>;

/** Diners per page of the list; the next page loads at the bottom. */
export const DINER_PAGE_SIZE = 20;

/** The merchant's diner list (search, blacklist filter, pages), one diner's detail, and the risk check. */
export class DinersStore {
  keyword = '';
  blacklistedOnly = false;
  list: MerchantDiner[] = [];
  total = 0;
  readonly listState = new LoadState();
  detail: { diner: MerchantDiner; stats: DinerStats | undefined; orders: DinerOrderSummary[] } | null = null;
  readonly detailState = new LoadState();

  constructor(
    private readonly api: StaffApi,
    private readonly choice: SetupStoreChoice,
  ) {
    makeAutoObservable<this, 'api' | 'choice'>(this, { api: false, choice: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.list.length < this.total;
  }

  setKeyword(keyword: string): void {
    this.keyword = keyword;
  }

  setBlacklistedOnly(only: boolean): void {
    this.blacklistedOnly = only;
    void this.load();
  }

  /** The first page for the current search and filter. */
  async load(): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    await this.listState.run(
      () => this.page(storeId, 0),
      (answer) => {
        this.list = answer.list;
        this.total = answer.total;
      },
    );
  }

  /** The next page, appended; nothing when every diner is shown or a load runs. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.listState.loading) return;
    const offset = this.list.length;
    await this.listState.run(
      () => this.page(this.choice.storeId, offset),
      (answer) => {
        this.list = [...this.list, ...answer.list];
        this.total = answer.total;
      },
    );
  }

  private page(storeId: string, offset: number) {
    return this.api.merchantDiner.queryMerchantDiners({
      storeId,
      keyword: this.keyword.trim(),
      blacklistedOnly: this.blacklistedOnly,
      query: { limit: DINER_PAGE_SIZE, offset, shouldReturnTotal: true },
    });
  }

  async loadDetail(id: string): Promise<void> {
    const storeId = await this.choice.ensureStoreId();
    if (this.detail && this.detail.diner.model?.id !== id) this.detail = null;
    await this.detailState.run(
      () => this.api.merchantDiner.getMerchantDiner({ storeId, merchantDinerId: id }),
      (answer) => {
        this.detail = answer.diner ? { diner: answer.diner, stats: answer.stats, orders: answer.orderList } : null;
      },
    );
  }

  async create(diner: DinerFields): Promise<MerchantDiner | null> {
    const storeId = await this.choice.ensureStoreId();
    const answer = await attempt(() => this.api.merchantDiner.createMerchantDiner({ storeId, diner }));
    return answer?.diner ?? null;
  }

  async update(id: string, diner: DinerFields): Promise<MerchantDiner | null> {
    const answer = await attempt(() =>
      this.api.merchantDiner.updateMerchantDiner({ storeId: this.choice.storeId, merchantDinerId: id, diner }),
    );
    if (answer?.diner) this.replace(answer.diner);
    return answer?.diner ?? null;
  }

  async blacklist(id: string, reason: string): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.merchantDiner.blacklistMerchantDiner({ storeId: this.choice.storeId, merchantDinerId: id, reason }),
    );
    if (answer?.diner) this.replace(answer.diner);
    return Boolean(answer?.diner);
  }

  async unblacklist(id: string): Promise<boolean> {
    const answer = await attempt(() =>
      this.api.merchantDiner.unblacklistMerchantDiner({ storeId: this.choice.storeId, merchantDinerId: id }),
    );
    if (answer?.diner) this.replace(answer.diner);
    return Boolean(answer?.diner);
  }

  private replace(diner: MerchantDiner): void {
    const id = diner.model?.id;
    this.list = this.list.map((d) => (d.model?.id === id ? diner : d));
    const detail = this.detail;
    if (detail && detail.diner.model?.id === id) this.detail = { ...detail, diner };
  }

  /**
   * The risk check before a booking is accepted (spec: diner-risk): by the order's
   * phone, or by the diner record it links. Fails quietly to null (the catalogue says why).
   */
  async checkRisk(
    storeId: string,
    target: { phoneRegionCode?: string; phone?: string; merchantDinerId?: string },
  ): Promise<CheckDinerRiskResponse | null> {
    return attempt(() => this.api.merchantDiner.checkDinerRisk({ storeId, ...target }));
  }
}
