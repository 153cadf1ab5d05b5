import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { pageOf } from '../store/store.service';
import { StoreRepository } from '../store/store.repository';
import { ContentRepository, type ArticleRow, type MenuRow } from './content.repository';

const ARTICLE_PAGE_MAX = 50;
const isId = (id: string) => /^\d{1,18}$/.test(id);

/** Store menus and articles for diners (public reads). */
export class ContentService {
  constructor(private readonly db: Kysely<Database>) {}

  async menusOf(storeId: string): Promise<MenuRow[]> {
    await this.requireStore(storeId);
    return new ContentRepository(this.db).menusOf(storeId);
  }

  async menu(menuId: string): Promise<MenuRow> {
    const menu = isId(menuId) ? await new ContentRepository(this.db).menu(menuId) : undefined;
    if (!menu) throw domainError('not_found', 'menuNotFound');
    return menu;
  }

  /** By store (its own and its merchant's merchant-wide articles), by merchant, or with neither the platform's own. */
  async articles(q: {
    storeId: string;
    merchantId: string;
    category: '' | ArticleRow['category'];
    limit: number;
    offset: number;
  }) {
    let merchantId: string | null = q.merchantId || null;
    if (q.storeId) merchantId = (await this.requireStore(q.storeId)).merchantId;
    if (merchantId !== null && !isId(merchantId)) return { list: [], total: 0 };
    const page = pageOf(q.limit, q.offset, ARTICLE_PAGE_MAX);
    return new ContentRepository(this.db).articles({ merchantId, storeId: q.storeId, category: q.category, ...page });
  }

  async article(articleId: string): Promise<ArticleRow> {
    const article = isId(articleId) ? await new ContentRepository(this.db).article(articleId) : undefined;
    if (!article) throw domainError('not_found', 'articleNotFound');
    return article;
  }

  private async requireStore(storeId: string) {
    const store = isId(storeId) ? await new StoreRepository(this.db).findById(storeId) : undefined;
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    return store;
  }
}
