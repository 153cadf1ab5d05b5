import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { MerchantRepository } from '../identity/merchant.repository';
import { pageOf } from '../store/store.service';
import { ArticleAdminRepository, type ArticleFields } from './article-admin.repository';
import type { ArticleRow } from './content.repository';

const TYPES: readonly string[] = ['ARTICLE', 'LINK', 'VIDEO'];
const CATEGORIES: readonly string[] = ['NEWS', 'BRAND_STORY'];
const TITLE_MAX = 100;
const PAGE_MAX = 100;
const isId = (id: string) => /^\d{1,18}$/.test(id);

export interface ArticleInput {
  /** '' or '0': the platform's own. */
  merchantId: string;
  type: string;
  category: string;
  title: string;
  summary: string;
  coverUrl: string;
  content: string;
  url: string;
  draft: boolean;
  sort: number;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * Articles (ARTICLE, LINK, VIDEO in the NEWS or BRAND_STORY category) of a
 * merchant or of the platform, written by administrators. Diners read only
 * published ones (ContentService). Each change is one transaction.
 */
export class ArticleAdminService {
  constructor(private readonly db: Kysely<Database>) {}

  async list(q: { merchantId: string; platformOnly: boolean; category: string; limit: number; offset: number }) {
    const category = CATEGORIES.includes(q.category) ? (q.category as ArticleRow['category']) : '';
    const merchantId = q.platformOnly ? null : isId(q.merchantId) && q.merchantId !== '0' ? q.merchantId : '';
    return new ArticleAdminRepository(this.db).page({ merchantId, category, ...pageOf(q.limit, q.offset, PAGE_MAX) });
  }

  async create(input: ArticleInput): Promise<ArticleRow> {
    return this.db.transaction().execute(async (tx) => {
      const fields = await this.checked(tx, input, null);
      return new ArticleAdminRepository(tx).insert(fields);
    });
  }

  async update(id: string, input: ArticleInput): Promise<ArticleRow> {
    return this.db.transaction().execute(async (tx) => {
      const repo = new ArticleAdminRepository(tx);
      const current = isId(id) ? await repo.find(id) : undefined;
      if (!current) throw domainError('not_found', 'articleNotFound');
      const fields = await this.checked(tx, input, current);
      return repo.update(id, fields, current.draft && !fields.draft);
    });
  }

  async delete(id: string): Promise<void> {
    const deleted = isId(id) && (await new ArticleAdminRepository(this.db).delete(id));
    if (!deleted) throw domainError('not_found', 'articleNotFound');
  }

  private async checked(db: Kysely<Database>, input: ArticleInput, current: ArticleRow | null): Promise<ArticleFields> {
    const title = input.title.trim();
    if (!title || title.length > TITLE_MAX) throw domainError('invalid', 'articleTitleRequired');
    if (!TYPES.includes(input.type) || !CATEGORIES.includes(input.category)) {
      throw domainError('invalid', 'articleTypeInvalid');
    }
    const type = input.type as ArticleRow['type'];
    const url = input.url.trim();
    if (type !== 'ARTICLE' && !isWebAddress(url)) throw domainError('invalid', 'articleUrlInvalid');
    const coverUrl = input.coverUrl.trim();
    let cover = null;
    // The current cover may be one the app stored itself (an upload or a data address): kept as it is.
    if (current?.cover && coverUrl === current.cover.url) cover = current.cover;
    else if (coverUrl) {
      if (!isWebAddress(coverUrl)) throw domainError('invalid', 'articleCoverInvalid');
      cover = { fileId: '', url: coverUrl, width: 0, height: 0, contentType: '' };
    }
    const merchantId = isId(input.merchantId) && input.merchantId !== '0' ? input.merchantId : null;
    if (merchantId && !(await new MerchantRepository(db).exists(merchantId))) {
      throw domainError('not_found', 'merchantDoesNotExist');
    }
    return {
      merchantId,
      storeId: current && current.merchant_id === merchantId ? current.store_id : null,
      type,
      category: input.category as ArticleRow['category'],
      title,
      summary: input.summary.trim(),
      cover,
      content: type === 'ARTICLE' ? input.content : input.content.trim(),
      url: type === 'ARTICLE' ? '' : url,
      draft: input.draft,
      sort: input.sort,
    };
  }
}
