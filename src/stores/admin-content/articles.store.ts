import { makeAutoObservable, runInAction } from 'mobx';
import { Article_Category, Article_Type, type Article } from '../../gen/content/v1/article_pb';
import type { Merchant } from '../../gen/identity/v1/admin_merchant_service_pb';
import type { AdminContentApi } from '../../services/admin-content-api';
import { showMessage } from '../../services/feedback';
import {
  chooseAndUploadImages,
  ImageUploadError,
  type ImageUploadDeps,
  type UploadedImage,
} from '../../services/image-upload';
import { i18n } from '../../i18n/i18n';
import { attempt, LoadState } from '../staff-setup/load-state';
import '@/i18n/server-message-texts';

/** The article form's fields, as typed. */
export interface ArticleDraft {
  merchantId: string;
  type: Article_Type;
  category: Article_Category;
  title: string;
  summary: string;
  coverUrl: string;
  content: string;
  url: string;
  draft: boolean;
  sort: string;
}

export const emptyArticleDraft = (): ArticleDraft => ({
  merchantId: '',
  type: Article_Type.ARTICLE,
  category: Article_Category.NEWS,
  title: '',
  summary: '',
  coverUrl: '',
  content: '',
  url: '',
  draft: true,
  sort: '0',
});

export const draftOf = (a: Article): ArticleDraft => ({
  merchantId: a.merchantId === '0' ? '' : a.merchantId,
  type: a.type,
  category: a.category,
  title: a.title,
  summary: a.summary,
  coverUrl: a.cover?.url ?? '',
  content: a.content,
  url: a.url,
  draft: a.draft,
  sort: String(a.sort),
});

/** Every article, drafts included; the one being edited (or a new one). */
export class ArticlesStore {
  readonly state = new LoadState();
  list: Article[] = [];
  total = 0;
  /** The merchants an article may belong to. */
  merchants: Merchant[] = [];
  /** Which articles the list shows: '' all, 'platform' the platform's own, else a merchant id. */
  owner = '';
  category: Article_Category = Article_Category.CATEGORY_UNSPECIFIED;
  /** The article open in the form: its id, 'new', or '' for none. */
  editing = '';

  constructor(
    private readonly api: AdminContentApi,
    private readonly uploads: ImageUploadDeps,
  ) {
    makeAutoObservable<this, 'api' | 'uploads'>(this, { api: false, uploads: false }, { autoBind: true });
  }

  /** Picks and uploads a cover image; a refused upload shows the server's message. */
  async uploadCover(): Promise<UploadedImage[]> {
    try {
      return await chooseAndUploadImages(this.uploads, {
        count: 1,
        remark: 'article-cover',
        operatorType: 'ADMIN',
        operatorId: '',
      });
    } catch (error) {
      const text = error instanceof ImageUploadError ? error.message : i18n.t('serverMessage.uploadFailed');
      showMessage(text, i18n.t('common.gotIt'));
      return [];
    }
  }

  get current(): Article | undefined {
    return this.list.find((a) => a.model?.id === this.editing);
  }

  async load(): Promise<void> {
    await this.state.run(
      () =>
        Promise.all([
          this.api.adminArticle.listAdminArticles({
            merchantId: this.owner && this.owner !== 'platform' ? this.owner : '0',
            platformOnly: this.owner === 'platform',
            category: this.category,
            query: { limit: 100 },
          }),
          this.api.adminMerchant.listMerchants({ query: { limit: 100 } }),
        ]),
      ([page, merchants]) => {
        this.list = page.list;
        this.total = page.total;
        this.merchants = merchants.list;
      },
    );
  }

  /** Shows one owner's (or every) articles of one category (or all). */
  async filter(owner: string, category: Article_Category): Promise<void> {
    this.owner = owner;
    this.category = category;
    await this.load();
  }

  merchantName(id: string): string {
    return this.merchants.find((m) => m.model?.id === id)?.name ?? `#${id}`;
  }

  open(id: string): void {
    this.editing = id;
  }

  /** True when saved; the server's reason has been shown otherwise. */
  async save(draft: ArticleDraft): Promise<boolean> {
    const article = {
      ...draft,
      merchantId: draft.merchantId.trim() || '0',
      sort: Number.parseInt(draft.sort, 10) || 0,
    };
    const id = this.editing;
    const done = await attempt<{ article?: Article }>(() =>
      id && id !== 'new'
        ? this.api.adminArticle.updateArticle({ articleId: id, article })
        : this.api.adminArticle.createArticle({ article }),
    );
    if (!done) return false;
    runInAction(() => (this.editing = done.article?.model?.id ?? ''));
    await this.load();
    return true;
  }

  async remove(id: string): Promise<boolean> {
    const done = await attempt(() => this.api.adminArticle.deleteArticle({ articleId: id }));
    if (!done) return false;
    if (this.editing === id) runInAction(() => (this.editing = ''));
    await this.load();
    return true;
  }
}
