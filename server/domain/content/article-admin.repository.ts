import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ImageJson } from '../store/store.tables';
import type { ArticleRow } from './content.repository';

type Db = Kysely<Database> | Transaction<Database>;

/** What an administrator writes of an article, checked. */
export interface ArticleFields {
  merchantId: string | null;
  /** Kept from a merchant's store article while it stays that merchant's. */
  storeId: string | null;
  type: ArticleRow['type'];
  category: ArticleRow['category'];
  title: string;
  summary: string;
  cover: ImageJson | null;
  content: string;
  url: string;
  draft: boolean;
  sort: number;
}

export interface AdminArticleFilter {
  /** '' for every article; null for the platform's own. */
  merchantId: string | null;
  category: '' | ArticleRow['category'];
  limit: number;
  offset: number;
}

const columns = (a: ArticleFields) => ({
  merchant_id: a.merchantId,
  store_id: a.storeId,
  type: a.type,
  category: a.category,
  title: a.title,
  summary: a.summary,
  cover: a.cover ? JSON.stringify(a.cover) : null,
  content: a.content,
  url: a.url,
  draft: a.draft,
  sort: a.sort,
});

/** Articles of every merchant and the platform's, drafts included. */
export class ArticleAdminRepository {
  constructor(private readonly db: Db) {}

  async page(filter: AdminArticleFilter): Promise<{ list: ArticleRow[]; total: number }> {
    let base = this.db.selectFrom('article').where('hidden', '=', false);
    if (filter.merchantId === null) base = base.where('merchant_id', 'is', null);
    else if (filter.merchantId) base = base.where('merchant_id', '=', filter.merchantId);
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

  /** Locked for the change that reads it. */
  find(id: string): Promise<ArticleRow | undefined> {
    return this.db
      .selectFrom('article')
      .selectAll()
      .where('id', '=', id)
      .where('hidden', '=', false)
      .forUpdate()
      .executeTakeFirst();
  }

  insert(a: ArticleFields): Promise<ArticleRow> {
    return this.db.insertInto('article').values(columns(a)).returningAll().executeTakeFirstOrThrow();
  }

  /** A draft published now shows as new: its publish time becomes now. */
  update(id: string, a: ArticleFields, publishing: boolean): Promise<ArticleRow> {
    return this.db
      .updateTable('article')
      .set({
        ...columns(a),
        update_time: sql<Date>`now()`,
        ...(publishing ? { publish_time: sql<Date>`now()` } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async delete(id: string): Promise<boolean> {
    const done = await this.db
      .deleteFrom('article')
      .where('id', '=', id)
      .where('hidden', '=', false)
      .executeTakeFirst();
    return done.numDeletedRows > 0n;
  }
}
