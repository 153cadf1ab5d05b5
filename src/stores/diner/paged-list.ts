import { makeAutoObservable, observable, runInAction } from 'mobx';

export interface Page<T> {
  list: T[];
  total: number;
}

/**
 * A list read page by page (home, search, order history, articles): the
 * first page on refresh, the next on reaching the bottom, never two loads at
 * once. A load that a refresh overtook is dropped.
 */
export class PagedList<T> {
  items: T[] = [];
  total = 0;
  loading = false;
  /** The last load failed (the error catalogue has already told the person). */
  failed = false;
  /** At least one page has arrived. */
  loaded = false;
  private generation = 0;

  constructor(
    private readonly fetchPage: (offset: number, limit: number) => Promise<Page<T>>,
    readonly pageSize = 20,
    /** The items are replaced, never changed in place: kept as they came, no deep observable copy. */
    options: { itemsAsTheyCame?: boolean } = {},
  ) {
    makeAutoObservable<this, 'fetchPage' | 'generation'>(
      this,
      { fetchPage: false, generation: false, ...(options.itemsAsTheyCame ? { items: observable.ref } : {}) },
      { autoBind: true },
    );
  }

  get hasMore(): boolean {
    return !this.loaded || this.items.length < this.total;
  }

  get isEmpty(): boolean {
    return this.loaded && this.items.length === 0;
  }

  /** A first page already at hand, shown as if loaded (the next page follows it as usual). */
  seed(page: Page<T>): void {
    this.generation++;
    this.items = page.list;
    this.total = page.total;
    this.loaded = true;
    this.loading = false;
    this.failed = false;
  }

  /** The first page (what a page's view model does on mount). */
  load(): Promise<void> {
    return this.refresh();
  }

  async refresh(): Promise<void> {
    this.generation++;
    this.loading = false;
    await this.read(true);
  }

  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    await this.read(false);
  }

  private async read(reset: boolean): Promise<void> {
    const generation = this.generation;
    this.loading = true;
    this.failed = false;
    try {
      const page = await this.fetchPage(reset ? 0 : this.items.length, this.pageSize);
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = reset ? page.list : [...this.items, ...page.list];
        this.total = page.total;
        this.loaded = true;
      });
    } catch {
      runInAction(() => {
        if (generation === this.generation) this.failed = true;
      });
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }
}
