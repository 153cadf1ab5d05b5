import { makeAutoObservable, runInAction } from 'mobx';
import type { Article } from '../../gen/content/v1/article_pb';
import type { StoreMenu } from '../../gen/content/v1/menu_pb';
import type { Store } from '../../gen/store/v1/store_pb';
import type { DinerContext } from './diner-context';

/** store-detail (and the notice page): the store, its menus and its latest articles. */
export class StoreDetailStore {
  store: Store | null;
  state: 'loading' | 'ready' | 'missing' | 'error';
  menus: StoreMenu[] = [];
  articles: Article[] = [];
  articleTotal = 0;

  constructor(
    private readonly ctx: DinerContext,
    readonly storeId: string,
    private readonly withContent = true,
  ) {
    // A store the list already brought shows at once, and is refreshed.
    this.store = storeId ? (ctx.catalog.get(storeId) ?? null) : null;
    this.state = this.store ? 'ready' : storeId ? 'loading' : 'missing';
    makeAutoObservable<this, 'ctx' | 'withContent'>(this, { ctx: false, withContent: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    if (!this.storeId) return;
    const jobs: Array<Promise<unknown>> = [this.loadStore()];
    if (this.withContent) jobs.push(this.loadMenus(), this.loadArticles());
    await Promise.all(jobs);
  }

  private async loadStore(): Promise<void> {
    try {
      const store = await this.ctx.catalog.fetch(this.storeId);
      runInAction(() => {
        this.store = store;
        this.state = store ? 'ready' : 'missing';
      });
    } catch {
      runInAction(() => (this.state = this.store ? 'ready' : 'error'));
    }
  }

  private async loadMenus(): Promise<void> {
    try {
      const { list } = await this.ctx.api.storeMenu.listStoreMenus({ storeId: this.storeId });
      runInAction(() => (this.menus = list));
    } catch {
      // The catalogue has told the person; the menu block stays empty.
    }
  }

  private async loadArticles(): Promise<void> {
    try {
      const answer = await this.ctx.api.article.listArticles({ storeId: this.storeId, query: { limit: 3 } });
      runInAction(() => {
        this.articles = answer.list;
        this.articleTotal = answer.total;
      });
    } catch {
      // As above.
    }
  }
}
