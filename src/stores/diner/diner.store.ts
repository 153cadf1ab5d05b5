import type { JsonReadOptions } from '@bufbuild/protobuf';
import { HOME_STORES_PAGE_SIZE, homeStoresQuery, merchantInForce, storeByIdQuery } from '@/common/launch-queries';
import type { Platform } from '@/platform';
import type { Article } from '../../gen/content/v1/article_pb';
import type { StoreMenu } from '../../gen/content/v1/menu_pb';
import type { Api } from '../../services/api';
import type { RuntimeConfig } from '../runtime-config';
import type { SessionStore } from '../session.store';
import type { DinerContext } from './diner-context';
import { HomeFeedStore } from './home-feed.store';
import { Loadable } from './loadable';
import { PagedList } from './paged-list';
import { StoreCatalog } from './store-catalog.store';
import { StoreDetailStore } from './store-detail.store';

export interface DinerStoreDeps {
  api: Api;
  session: SessionStore;
  platform: Platform;
  runtime(): RuntimeConfig;
  /** The link's merchantId (global query), which wins over the client config's. */
  linkMerchantId(): string;
  reportError(error: unknown): void;
  /** How documents embedded in the page are decoded (the root store's). */
  readOptions: Partial<JsonReadOptions>;
  now?: () => number;
}

/**
 * The diner app: the store catalog shared by its pages, and the view models of the
 * first pages (home, the store page), made per page instance
 * (stores/diner/use-view-model.ts). The store page's booking calendar and the view
 * models of the pages further on (search, booking, payment, orders, fapiao titles, map
 * collections) are made by their components from `context`, so their code loads with
 * those pages rather than in the H5 entry.
 */
export class DinerStore {
  readonly catalog: StoreCatalog;
  private readonly ctx: DinerContext;

  constructor(deps: DinerStoreDeps) {
    this.catalog = new StoreCatalog(deps.api, deps.readOptions);
    this.ctx = {
      api: deps.api,
      session: deps.session,
      platform: deps.platform,
      catalog: this.catalog,
      runtime: deps.runtime,
      merchantId: () => {
        const { merchantId, flags } = deps.runtime();
        return merchantInForce(deps.linkMerchantId(), merchantId, flags.merchantApp);
      },
      reportError: deps.reportError,
      now: deps.now ?? (() => Date.now()),
    };
  }

  /** What a page's view model is made from: `new OrderDetailStore(diner.context, id)`. */
  get context(): DinerContext {
    return this.ctx;
  }

  get merchantId(): string {
    return this.ctx.merchantId();
  }

  private oneStoreOpened = false;

  /**
   * The client config's "one store": a merchant's app opens on its store's page
   * (home stays beneath it, one step back, with the tabs). Once per launch, so
   * coming back home does not bounce the diner to the store again.
   */
  oneStoreToOpen(flagOn: boolean, firstStoreId: string | undefined): string | undefined {
    if (!flagOn || !firstStoreId || !this.merchantId || this.oneStoreOpened) return undefined;
    this.oneStoreOpened = true;
    return firstStoreId;
  }

  /**
   * At launch, before the first page's code has run: the store query that page makes
   * first (home's first stores, the store page's store), so its answer is there when the
   * page asks. On H5 the answer is usually in index.html already (the catalogue takes it
   * without a request). With the merchant in force now (the link's, else the embedded or
   * stored config's); if the config that arrives names another, the page's query differs
   * and goes as usual.
   */
  prefetchFirstPage(page: 'home' | 'storeDetail', storeId?: string): void {
    if (page === 'home') this.catalog.prefetch(homeStoresQuery(this.merchantId, 0, HOME_STORES_PAGE_SIZE));
    else if (storeId) this.catalog.prefetch(storeByIdQuery(storeId));
  }

  homeFeed = () => new HomeFeedStore(this.ctx);
  storeDetail = (storeId: string, withContent = true) => new StoreDetailStore(this.ctx, storeId, withContent);

  menus = (storeId: string) =>
    new Loadable<StoreMenu[]>(async () => (await this.ctx.api.storeMenu.listStoreMenus({ storeId })).list);
  menu = (menuId: string) =>
    new Loadable<StoreMenu | null>(async () => (await this.ctx.api.storeMenu.getStoreMenu({ menuId })).menu ?? null);
  articles = (storeId: string) =>
    new PagedList<Article>((offset, limit) =>
      this.ctx.api.article.listArticles({ storeId, query: { offset, limit, shouldReturnTotal: true } }),
    );
  article = (articleId: string) =>
    new Loadable<Article | null>(async () => (await this.ctx.api.article.getArticle({ articleId })).article ?? null);
}
