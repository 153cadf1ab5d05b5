import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { ArticleTable, StoreMenuTable } from './content.tables';

export type MenuRow = Selectable<StoreMenuTable>;
export type ArticleRow = Selectable<ArticleTable>;

export interface ArticleFilter {
  /** null: the platform's own articles. */
  merchantId: string | null;
  /** '' for the merchant's articles of every store; else the store's and the merchant-wide ones. */
  storeId: string;
  category: '' | ArticleRow['category'];
  limit: number;
  offset: number;
}

/** Menus and articles as diners read them: hidden ones and drafts never leave the database. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  menusOf(storeId: string): Promise<MenuRow[]> {
    return this.db
      .selectFrom('store_menu')
      .selectAll()
      .where('store_id', '=', storeId)
      .where('hidden', '=', false)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  menu(menuId: string): Promise<MenuRow | undefined> {
    return this.db
      .selectFrom('store_menu')
      .selectAll()
      .where('id', '=', menuId)
      .where('hidden', '=', false)
      .executeTakeFirst();
  }

  async articles(filter: ArticleFilter): Promise<{ list: ArticleRow[]; total: number }> {
    let base = this.db.selectFrom('article').where('hidden', '=', false).where('draft', '=', false);
    base =
      filter.merchantId === null
        ? base.where('merchant_id', 'is', null)
        : base.where('merchant_id', '=', filter.merchantId);
    if (filter.storeId) {
      const storeId = filter.storeId;
      base = base.where((eb) => eb.or([eb('store_id', '=', storeId), eb('store_id', 'is', null)]));
    }
    if (filter.category) base = base.where('category', '=', filter.category);
    const [list, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('sort')
        .orderBy('publish_time', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list, total: Number(count.n) };
  }

  article(articleId: string): Promise<ArticleRow | undefined> {
    return this.db
      .selectFrom('article')
      .selectAll()
      .where('id', '=', articleId)
      .where('hidden', '=', false)
      .where('draft', '=', false)
      .executeTakeFirst();
  }
}
