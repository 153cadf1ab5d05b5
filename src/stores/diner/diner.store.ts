import type { Platform } from '@/platform';
import type { Article } from '../../gen/content/v1/article_pb';
import type { StoreMenu } from '../../gen/content/v1/menu_pb';
import type { Api } from '../../services/api';
import type { OrderTab } from '../../utils/diner/order-rules';
import type { RuntimeConfig } from '../runtime-config';
import { merchantInForce } from './merchant-in-force';
import type { SessionStore } from '../session.store';
import { BookingConfirmStore } from './booking-confirm.store';
import { BookingDraftStore, type BookingChoice } from './booking-draft.store';
import type { DinerContext } from './diner-context';
import { FapiaoTitleStore } from './fapiao-title.store';
import { HOME_STORES_PAGE_SIZE, HomeFeedStore } from './home-feed.store';
import { Loadable } from './loadable';
import { MapCollectionStore } from './map-collection.store';
import { OrderDetailStore } from './order-detail.store';
import { OrderHistoryStore } from './order-history.store';
import { OrderShareStore } from './order-share.store';
import { PagedList } from './paged-list';
import { PaymentResultStore } from './payment-result.store';
import { PaymentStore } from './payment.store';
import { homeStoresQuery, StoreCatalog, storeByIdQuery } from './store-catalog.store';
import { StoreDetailStore } from './store-detail.store';
import { StoreSearchStore } from './store-search.store';

export interface DinerStoreDeps {
  api: Api;
  session: SessionStore;
  platform: Platform;
  runtime(): RuntimeConfig;
  /** The link's merchantId (global query), which wins over the client config's. */
  linkMerchantId(): string;
  reportError(error: unknown): void;
  now?: () => number;
}

/**
 * The diner app: the store catalog shared by its pages, and the
 * view model of each page, made per page instance (stores/diner/use-view-model.ts).
 */
export class DinerStore {
  readonly catalog: StoreCatalog;
  private readonly ctx: DinerContext;

  constructor(deps: DinerStoreDeps) {
    this.catalog = new StoreCatalog(deps.api);
    this.ctx = {
      api: deps.api,
      session: deps.session,
      platform: deps.platform,
      catalog: this.catalog,
      runtime: deps.runtime,
      merchantId: () => merchantInForce(deps.linkMerchantId(), deps.runtime()),
      reportError: deps.reportError,
      now: deps.now ?? (() => Date.now()),
    };
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
   * page asks. With the merchant in force now (the link's, else the stored config's); if
   * the config that arrives names another, the page's query differs and goes as usual.
   */
  prefetchFirstPage(page: 'home' | 'storeDetail', storeId?: string): void {
    if (page === 'home') this.catalog.prefetch(homeStoresQuery(this.merchantId, 0, HOME_STORES_PAGE_SIZE));
    else if (storeId) this.catalog.prefetch(storeByIdQuery(storeId));
  }

  homeFeed = () => new HomeFeedStore(this.ctx);
  search = () => new StoreSearchStore(this.ctx);
  mapCollection = (collectionId: string) => new MapCollectionStore(this.ctx, collectionId);
  storeDetail = (storeId: string, withContent = true) => new StoreDetailStore(this.ctx, storeId, withContent);
  bookingDraft = (storeId: string) => new BookingDraftStore(this.ctx, storeId);
  bookingConfirm = (choice: BookingChoice) => new BookingConfirmStore(this.ctx, choice);
  payment = (orderId: string) => new PaymentStore(this.ctx, orderId);
  paymentResult = (transactionNo: string, orderId: string) => new PaymentResultStore(this.ctx, transactionNo, orderId);
  orderHistory = (tab?: OrderTab) => new OrderHistoryStore(this.ctx, tab);
  orderDetail = (orderId: string) => new OrderDetailStore(this.ctx, orderId);
  orderShare = (orderId: string, token: string) => new OrderShareStore(this.ctx, orderId, token);
  fapiaoTitles = () => new FapiaoTitleStore(this.ctx);

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
