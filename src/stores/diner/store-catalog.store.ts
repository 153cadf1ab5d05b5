import { makeAutoObservable, runInAction } from 'mobx';
import type { Store, StoreCollectionItemCache } from '../../gen/store/v1/store_pb';
import type { Api } from '../../services/api';
import type { Page } from './paged-list';

/** The public store query's filters (store.v1.QueryStoresRequest). */
export interface StoreQuery {
  idIn?: string[];
  merchantIdIn?: string[];
  keyword?: string;
  city?: string;
  mainCuisine?: string;
  subCuisine?: string;
  minPerCapitaPrice?: string;
  maxPerCapitaPrice?: string;
  query?: { limit?: number; offset?: number; shouldReturnTotal?: boolean };
}

/**
 * Stores as diners read them (the public store query), kept by id so the
 * detail, notice and booking pages show a store the list already brought.
 */
export class StoreCatalog {
  readonly byId = new Map<string, Store>();
  /** Collections each store belongs to (the query's extend list). */
  readonly collectionsOf = new Map<string, StoreCollectionItemCache[]>();

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  get(storeId: string): Store | undefined {
    return this.byId.get(storeId);
  }

  /** A page of stores; each is remembered. */
  async query(request: StoreQuery): Promise<Page<Store>> {
    const answer = await this.api.store.queryStores({
      ...request,
      extendQuery: { shouldReturnStoreCollectionItemCache: true },
    });
    runInAction(() => {
      for (const store of answer.list) this.byId.set(store.model?.id ?? '', store);
      for (const item of answer.extend?.storeCollectionItemCacheList ?? []) {
        const list = this.collectionsOf.get(item.storeId) ?? [];
        if (!list.some((i) => i.storeCollectionId === item.storeCollectionId)) list.push(item);
        this.collectionsOf.set(item.storeId, list);
      }
    });
    return { list: answer.list, total: answer.total };
  }

  /** One store, from the server (fresh), else null when it does not exist. */
  async fetch(storeId: string): Promise<Store | null> {
    const { list } = await this.query({ idIn: [storeId] });
    return list[0] ?? null;
  }
}
