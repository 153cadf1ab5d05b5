import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import type { Article } from '../../gen/content/v1/article_pb';
import type { Store, StoreCollection } from '../../gen/store/v1/store_pb';
import { silentCall } from '../../services/silent-call';
import { HOME_STORES_PAGE_SIZE, homeStoresQuery } from '@/common/launch-queries';
import type { DinerContext } from './diner-context';
import { PagedList } from './paged-list';

/**
 * The statuses of a booking still to come. They come with the bookings' client's chunk
 * (services/lazy-services/booking-services.ts, which api.ts loads on the first call), so the
 * bookings' descriptors stay out of the H5 entry: the store cards never wait for them.
 */
async function upcomingStatuses() {
  const { BookingOrder_Status: Status } = await import(
    /* webpackChunkName: "api-booking" */ '../../services/lazy-services/booking-services'
  );
  return [Status.WAIT_DEPOSIT_PAYMENT, Status.WAIT_STORE_CONFIRM, Status.WAIT_SERVICE];
}

/**
 * What the home page's blocks show: the stores (the directory, or one
 * merchant's), the store collections, the merchant's articles and the
 * diner's next booking. The blocks themselves come from the client config.
 */
export class HomeFeedStore {
  readonly stores: PagedList<Store>;
  collections: StoreCollection[] = [];
  articles: Article[] = [];
  nextOrder: BookingOrder | null = null;
  /** The stores came with the feed (the answer index.html brought): the first load leaves them. */
  private storesAtHand: boolean;

  constructor(private readonly ctx: DinerContext) {
    this.stores = new PagedList(
      (offset, limit) => ctx.catalog.query(homeStoresQuery(ctx.merchantId(), offset, limit)),
      HOME_STORES_PAGE_SIZE,
      { itemsAsTheyCame: true },
    );
    // Drawn in the page's first frame, so the cards (and all below them) are where the
    // server's first screen has them when the app takes over: nothing moves.
    const ready = ctx.catalog.takeReady(homeStoresQuery(ctx.merchantId(), 0, HOME_STORES_PAGE_SIZE));
    if (ready) this.stores.seed(ready);
    this.storesAtHand = Boolean(ready);
    // Server messages, replaced whole: references, not deep observable copies.
    makeAutoObservable<this, 'ctx' | 'storesAtHand'>(
      this,
      {
        ctx: false,
        storesAtHand: false,
        collections: observable.ref,
        articles: observable.ref,
        nextOrder: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** The first store of a single-merchant app, whose images brand the carousel. */
  get firstStore(): Store | undefined {
    return this.stores.items[0];
  }

  async load(): Promise<void> {
    const stores = this.storesAtHand ? Promise.resolve() : this.stores.refresh();
    this.storesAtHand = false;
    await Promise.all([stores, this.loadCollections(), this.loadArticles(), this.loadNextOrder()]);
  }

  private async loadCollections(): Promise<void> {
    const merchantId = this.ctx.merchantId();
    try {
      const answer = await this.ctx.api.store.queryStoreCollections({ merchantIdIn: merchantId ? [merchantId] : [] });
      runInAction(() => (this.collections = answer.list));
    } catch {
      // The catalogue has said so; the block stays empty.
    }
  }

  private async loadArticles(): Promise<void> {
    const merchantId = this.ctx.merchantId();
    if (!merchantId) return;
    try {
      const answer = await this.ctx.api.article.listArticles({ merchantId, query: { limit: 3 } });
      runInAction(() => (this.articles = answer.list));
    } catch {
      // As above.
    }
  }

  /**
   * The diner's soonest upcoming booking; nobody is asked to log in for it. At launch the
   * stores can be drawn before the server has said who this is (they come with the page
   * on H5): the booking is looked up once it has, without holding the stores back.
   */
  private async loadNextOrder(): Promise<void> {
    if (!this.ctx.session.checked) {
      // reaction, not when: the mini-program's main package has no room for mobx's when.
      const stop = reaction(
        () => this.ctx.session.checked,
        () => {
          stop();
          void this.loadNextOrder();
        },
      );
      return;
    }
    if (!this.ctx.session.loggedIn) {
      this.nextOrder = null;
      return;
    }
    try {
      const answer = await this.ctx.api.dinerBookingOrder.queryMyBookingOrders(
        { statusIn: await upcomingStatuses(), query: { limit: 20 } },
        silentCall(),
      );
      const now = this.ctx.now();
      const upcoming = answer.list
        .filter((o) => o.endTime && Number(o.endTime.seconds) * 1000 > now)
        .sort((a, b) => Number(a.startTime!.seconds - b.startTime!.seconds));
      runInAction(() => (this.nextOrder = upcoming[0] ?? null));
    } catch {
      runInAction(() => (this.nextOrder = null));
    }
  }
}
