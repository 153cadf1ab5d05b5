import { makeAutoObservable, runInAction } from 'mobx';
import type { Store } from '../../gen/store/v1/store_pb';
import { PER_CAPITA_RANGES, type PerCapitaRange } from '../../utils/diner/per-capita-ranges';
import type { DinerContext } from './diner-context';
import { PagedList } from './paged-list';

export interface SearchFilters {
  keyword: string;
  city: string;
  mainCuisine: string;
  subCuisine: string;
  perCapita: PerCapitaRange['key'];
}

const EMPTY: SearchFilters = { keyword: '', city: '', mainCuisine: '', subCuisine: '', perCapita: 'any' };

/** home-search: stores by name, city, cuisine and per-capita spend (spec section 5), paged. */
export class StoreSearchStore {
  filters: SearchFilters = { ...EMPTY };
  cities: string[] = [];
  readonly results: PagedList<Store>;

  constructor(private readonly ctx: DinerContext) {
    this.results = new PagedList((offset, limit) => {
      const f = this.filters;
      const range = PER_CAPITA_RANGES.find((r) => r.key === f.perCapita)!;
      const merchantId = ctx.merchantId();
      return ctx.catalog.query({
        merchantIdIn: merchantId ? [merchantId] : [],
        keyword: f.keyword.trim(),
        city: f.city,
        mainCuisine: f.mainCuisine,
        subCuisine: f.subCuisine,
        // "Unlimited" sends no bounds at all, so stores without a price are found too.
        minPerCapitaPrice: f.perCapita === 'any' ? '0' : String(range.min),
        maxPerCapitaPrice: f.perCapita === 'any' ? '0' : String(range.max),
        query: { offset, limit, shouldReturnTotal: true },
      });
    });
    makeAutoObservable<this, 'ctx'>(this, { ctx: false }, { autoBind: true });
  }

  get activeFilterCount(): number {
    const f = this.filters;
    return [f.city, f.mainCuisine, f.perCapita !== 'any' ? 'x' : ''].filter(Boolean).length;
  }

  async load(): Promise<void> {
    await Promise.all([this.results.refresh(), this.loadCities()]);
  }

  /** Changes filters and searches again from the first page. */
  setFilters(change: Partial<SearchFilters>): Promise<void> {
    this.filters = { ...this.filters, ...change };
    if (change.mainCuisine !== undefined && change.subCuisine === undefined) this.filters.subCuisine = '';
    return this.results.refresh();
  }

  setKeyword(keyword: string): void {
    this.filters = { ...this.filters, keyword };
  }

  clearFilters(): Promise<void> {
    this.filters = { ...EMPTY, keyword: this.filters.keyword };
    return this.results.refresh();
  }

  private async loadCities(): Promise<void> {
    try {
      const merchantId = this.ctx.merchantId();
      const answer = await this.ctx.api.store.listStoreCities({ merchantIdIn: merchantId ? [merchantId] : [] });
      runInAction(() => (this.cities = answer.list));
    } catch {
      // The city filter offers nothing; the rest works.
    }
  }
}
