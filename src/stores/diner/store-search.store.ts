import type { IntlTextFields } from '@/common/intl-text';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Store } from '../../gen/store/v1/store_pb';
import { distanceMeters, storePoint, type GeoPoint } from '../../utils/diner/geo';
import { PER_CAPITA_RANGES, type PerCapitaRange } from '../../utils/diner/per-capita-ranges';
import type { DinerContext } from './diner-context';
import { PagedList } from './paged-list';

/** The distance filter's choices in meters; 0 is any distance. */
export const DISTANCE_CHOICES = [0, 1000, 3000, 5000, 10000] as const;
export type DistanceChoice = (typeof DISTANCE_CHOICES)[number];

export interface SearchFilters {
  keyword: string;
  city: string;
  mainCuisine: string;
  subCuisine: string;
  perCapita: PerCapitaRange['key'];
  maxDistance: DistanceChoice;
}

const EMPTY: SearchFilters = {
  keyword: '',
  city: '',
  mainCuisine: '',
  subCuisine: '',
  perCapita: 'any',
  maxDistance: 0,
};

/** home-search: stores by name, city, cuisine and per-capita spend (spec section 5), paged. */
export class StoreSearchStore {
  filters: SearchFilters = { ...EMPTY };
  /** The cities stores are in (the filter's value) with their names per language. */
  cities: Array<{ city: string; intl?: Partial<IntlTextFields> }> = [];
  /** The diner's position once asked for (spec section 6); null before or when refused. */
  location: GeoPoint | null = null;
  /** The diner (or the host) refused the position: the distance filter cannot be used. */
  locationDenied = false;
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
        ...(f.maxDistance && this.location ? { near: this.location, maxDistanceMeters: f.maxDistance } : {}),
        query: { offset, limit, shouldReturnTotal: true },
      });
    });
    makeAutoObservable<this, 'ctx'>(this, { ctx: false }, { autoBind: true });
  }

  get activeFilterCount(): number {
    const f = this.filters;
    return [f.city, f.mainCuisine, f.perCapita !== 'any' ? 'x' : '', f.maxDistance ? 'x' : ''].filter(Boolean).length;
  }

  /** A store's distance from the diner, when both positions are known. */
  distanceTo(store: Store): number | null {
    const there = storePoint(store.profile);
    return this.location && there ? distanceMeters(this.location, there) : null;
  }

  /**
   * Filters by distance: asks for the diner's position first; when it is
   * refused the filter stays off and `locationDenied` says why. Answers
   * whether the filter applies.
   */
  async setMaxDistance(maxDistance: DistanceChoice): Promise<boolean> {
    if (maxDistance && !this.location) {
      const result = await this.ctx.platform.getLocation();
      runInAction(() => {
        this.locationDenied = result.denied;
        this.location = result.denied ? null : { latitude: result.latitude, longitude: result.longitude };
      });
      if (result.denied) return false;
    }
    await this.setFilters({ maxDistance });
    return true;
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
      runInAction(() => (this.cities = answer.list.map((city, i) => ({ city, intl: answer.intlList[i] }))));
    } catch {
      // The city filter offers nothing; the rest works.
    }
  }
}
