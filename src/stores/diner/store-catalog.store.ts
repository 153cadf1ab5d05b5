import type { JsonReadOptions } from '@bufbuild/protobuf';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { catalogueRequest, storeByIdQuery, type StoreQuery } from '@/common/launch-queries';
import { takeEmbeddedStoreAnswer } from '@/platform/first-page-data';
import type { QueryStoresResponse } from '../../gen/store/v1/store_query_service_pb';
import type { Store, StoreCollectionItemCache } from '../../gen/store/v1/store_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import type { Page } from './paged-list';

/** How long a prefetched answer may wait for its page (as long as the client config is fresh). */
const PREFETCH_FRESH_MS = 60_000;

/**
 * Stores as diners read them (the public store query), kept by id so the
 * detail, notice and booking pages show a store the list already brought.
 */
export class StoreCatalog {
  readonly byId = new Map<string, Store>();
  /** Collections each store belongs to (the query's extend list). */
  readonly collectionsOf = new Map<string, StoreCollectionItemCache[]>();

  constructor(
    private readonly api: Api,
    private readonly readOptions: Partial<JsonReadOptions>,
  ) {
    // Server messages, replaced whole and never changed in place: the maps are observed,
    // their values are kept as they came (no deep observable copy of every store).
    makeAutoObservable<this, 'api' | 'readOptions' | 'early' | 'taken'>(
      this,
      {
        api: false,
        readOptions: false,
        byId: observable.shallow,
        collectionsOf: observable.shallow,
        early: false,
        taken: false,
      },
      { autoBind: true },
    );
  }

  get(storeId: string): Store | undefined {
    return this.byId.get(storeId);
  }

  /**
   * Queries started before the page that makes them has loaded (prefetch), by request;
   * `page` when the answer was there at once (index.html brought it).
   */
  private readonly early = new Map<string, { answer: Promise<Page<Store>>; at: number; page?: Page<Store> }>();
  /** Requests whose embedded answer a page has taken already: no prefetch sends them again. */
  private readonly taken = new Set<string>();

  /**
   * Starts the query the first page will make, at launch: on a slow network the page's
   * code and first render take longer than the answer, which is then waiting for it.
   * Silent: the page's own query reports a failure (it asks again).
   */
  prefetch(request: StoreQuery): void {
    const key = JSON.stringify(request);
    if (this.early.has(key) || this.taken.has(key)) return;
    // On H5, index.html may have brought this very answer (taken once).
    const embedded = takeEmbeddedStoreAnswer(request, this.readOptions);
    const page = embedded ? this.remember(embedded) : undefined;
    const answer = page ? Promise.resolve(page) : this.send(request, true);
    answer.catch(() => undefined);
    this.early.set(key, { answer, at: Date.now(), page });
  }

  /**
   * The answer to the page's first query when it is here already (on H5, the one
   * index.html brought), taken once, without waiting a turn: the page's first frame then
   * draws the stores where the server's first screen has them, so nothing moves when the
   * app takes over. Undefined when it must be asked for (`query` then).
   */
  takeReady(request: StoreQuery): Page<Store> | undefined {
    const key = JSON.stringify(request);
    const early = this.early.get(key);
    if (early) {
      if (!early.page || Date.now() - early.at >= PREFETCH_FRESH_MS) return undefined;
      this.early.clear();
      return early.page;
    }
    // The page may be drawn before the launch's prefetch has run.
    const embedded = takeEmbeddedStoreAnswer(request, this.readOptions);
    if (!embedded) return undefined;
    this.taken.add(key);
    this.early.clear();
    return this.remember(embedded);
  }

  /** A page of stores; each is remembered. */
  async query(request: StoreQuery): Promise<Page<Store>> {
    const early = this.early.get(JSON.stringify(request));
    // Only the first query may take a prefetched answer, and only a fresh one (the page
    // may come after the welcome page): later queries (a refresh) ask the server.
    this.early.clear();
    if (early && Date.now() - early.at < PREFETCH_FRESH_MS) {
      try {
        return await early.answer;
      } catch {
        // Asked again below, so a failure reaches the person as any other would.
      }
    }
    return this.send(request);
  }

  private async send(request: StoreQuery, silent = false): Promise<Page<Store>> {
    const answer = await this.api.store.queryStores(catalogueRequest(request), silent ? silentCall() : undefined);
    return this.remember(answer);
  }

  private remember(answer: QueryStoresResponse): Page<Store> {
    runInAction(() => {
      for (const store of answer.list) this.byId.set(store.model?.id ?? '', store);
      for (const item of answer.extend?.storeCollectionItemCacheList ?? []) {
        const list = this.collectionsOf.get(item.storeId) ?? [];
        if (!list.some((i) => i.storeCollectionId === item.storeCollectionId)) {
          this.collectionsOf.set(item.storeId, [...list, item]);
        }
      }
    });
    return { list: answer.list, total: answer.total };
  }

  /** One store, from the server (fresh), else null when it does not exist. */
  async fetch(storeId: string): Promise<Store | null> {
    const { list } = await this.query(storeByIdQuery(storeId));
    return list[0] ?? null;
  }
}
