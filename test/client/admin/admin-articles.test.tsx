import { waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import AdminArticlesPage from '@/pages/sub/admin-articles/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, refusal, type Init } from '../support/fake-network';
import { AdminArticleService, ArticleInputSchema } from '@/gen/content/v1/admin_article_service_pb';
import { Article_Category, Article_Type, ArticleSchema } from '@/gen/content/v1/article_pb';
import { create, fromJson, toJson, type JsonValue, type MessageInitShape } from '@bufbuild/protobuf';
import { AdminMerchantService } from '@/gen/identity/v1/admin_merchant_service_pb';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { fill, sentTo, tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';

const STORY: Init<typeof ArticleSchema> = {
  model: { id: '5' },
  merchantId: '7',
  type: Article_Type.ARTICLE,
  category: Article_Category.BRAND_STORY,
  title: 'Our kitchen',
  summary: 'Three generations',
  content: 'First.',
  draft: false,
};

function network(list: Init<typeof ArticleSchema>[] = [STORY], refusedWith?: string) {
  let listed: MessageInitShape<typeof ArticleSchema>[] = list;
  return fakeNetwork([
    answer(AdminArticleService.method.listAdminArticles, () => ({ list: listed, total: listed.length })),
    answer(AdminMerchantService.method.listMerchants, () => ({ list: [{ model: { id: '7' }, name: 'Jade Garden' }] })),
    answer(AdminArticleService.method.createArticle, (_r, { article }) => {
      if (refusedWith) return refusal('invalid_argument', refusedWith, 400);
      // The server keeps the article as sent, under its new id.
      const sent = toJson(ArticleInputSchema, article ?? create(ArticleInputSchema)) as Record<string, JsonValue>;
      const made = fromJson(ArticleSchema, { ...sent, model: { id: '6' }, merchantId: article?.merchantId || '0' });
      listed = [made, ...listed];
      return { article: made };
    }),
    answer(AdminArticleService.method.deleteArticle, () => {
      listed = [];
      return {};
    }),
  ]);
}

async function open(net: ReturnType<typeof network>) {
  const page = await bootPage(AdminArticlesPage, {
    path: '/pages/sub/admin-articles/index',
    store: createTestStore({ request: net.request }),
  });
  await waitFor(() => expect(page.container.querySelector('.load-state, .admin-content__article')).not.toBeNull());
  return page;
}

const chip = (container: HTMLElement, field: string, label: string) =>
  Array.from(container.querySelectorAll(`.setup-field--${field} .setup-choice__item`)).find(
    (c) => c.textContent === label,
  )!;

describe("the administrator's articles", () => {
  beforeEach(() => resetHostUi());

  it('lists articles with their state, type, category and merchant', async () => {
    const { container } = await open(network());
    await waitFor(() => expect(container.querySelectorAll('.admin-content__article')).toHaveLength(1));
    const row = container.querySelector('.admin-content__article')!;
    expect(row.textContent).toContain('Our kitchen');
    expect(row.textContent).toContain('已发布');
    expect(row.textContent).toContain('图文 · 品牌故事 · Jade Garden');
  });

  it('filters the list by owner and category', async () => {
    const net = network();
    const { container } = await open(net);
    await waitFor(() => expect(container.querySelectorAll('.admin-content__article')).toHaveLength(1));
    await tap(chip(container, 'article-filter-owner', 'Jade Garden'));
    await tap(chip(container, 'article-filter-category', '品牌故事'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'ListAdminArticles').slice(-1)).toEqual([
        { merchantId: '7', category: 'BRAND_STORY', query: { limit: 100 } },
      ]),
    );
    await tap(chip(container, 'article-filter-owner', '整个平台'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'ListAdminArticles').slice(-1)).toEqual([
        { platformOnly: true, category: 'BRAND_STORY', query: { limit: 100 } },
      ]),
    );
  });

  it('writes a platform-wide link as a draft; the address field replaces the text for a link', async () => {
    const net = network();
    const { container } = await open(net);
    await tap(container.querySelector('.admin-content__new-article'));
    await tap(chip(container, 'article-type', '链接'));
    expect(container.querySelector('.setup-field--article-content')).toBeNull();
    await fill(container, 'article-title', 'Autumn menu');
    await fill(container, 'article-url', 'https://jade.example.com/autumn');
    await tap(container.querySelector('.admin-content__save-article'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'CreateArticle')).toEqual([
        {
          // No merchant id (0, left out of the JSON): the platform's own.
          article: expect.objectContaining({
            type: 'LINK',
            category: 'NEWS',
            title: 'Autumn menu',
            url: 'https://jade.example.com/autumn',
            draft: true,
          }),
        },
      ]),
    );
    expect(sentTo(net.calls, 'CreateArticle')[0]).not.toHaveProperty('article.merchantId');
    await waitFor(() => expect(toastText()).toBe('已保存'));
    await waitFor(() => expect(container.querySelectorAll('.admin-content__article')).toHaveLength(2));
    expect(container.querySelector('.admin-content__article')!.textContent).toContain('草稿');
  });

  it('uploads a cover picture, shows it and saves its address with the article; one cover at most', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['blob:cover'] } as never);
    const upload = jest.spyOn(Taro, 'uploadFile').mockResolvedValue({
      statusCode: 200,
      data: JSON.stringify({
        fileId: 'f9',
        url: 'https://cdn.test/cover.jpg',
        width: 1200,
        height: 800,
        contentType: 'image/jpeg',
      }),
    } as never);
    const net = network();
    const { container } = await open(net);
    await tap(container.querySelector('.admin-content__new-article'));
    await fill(container, 'article-title', 'Mid-Autumn');
    await tap(container.querySelector('.image-list--article-cover-image .image-list__add'));
    await waitFor(() =>
      expect(container.querySelector('.image-list--article-cover-image .image-list__image')?.getAttribute('src')).toBe(
        'https://cdn.test/cover.jpg',
      ),
    );
    expect(upload).toHaveBeenCalledWith(
      expect.objectContaining({
        formData: expect.objectContaining({ operator_type: 'ADMIN', remark: 'article-cover' }),
      }),
    );
    // One cover: no second upload offered.
    expect(container.querySelector('.image-list--article-cover-image .image-list__add')).toBeNull();
    await tap(container.querySelector('.admin-content__save-article'));
    await waitFor(() =>
      expect(sentTo(net.calls, 'CreateArticle')).toEqual([
        { article: expect.objectContaining({ title: 'Mid-Autumn', coverUrl: 'https://cdn.test/cover.jpg' }) },
      ]),
    );
    jest.restoreAllMocks();
  });

  it('shows the server’s reason for a link without an http(s) address', async () => {
    const { container } = await open(network([], 'a link or video needs an http(s) address'));
    await waitFor(() => expect(container.textContent).toContain('还没有文章'));
    await tap(container.querySelector('.admin-content__new-article'));
    await tap(chip(container, 'article-type', '视频'));
    await fill(container, 'article-title', 'Tour');
    await fill(container, 'article-url', 'ftp://x');
    await tap(container.querySelector('.admin-content__save-article'));
    await waitFor(() => expect(document.body.textContent).toContain('链接或视频需要 http(s) 地址'));
  });

  it('deletes an article only after the administrator confirms', async () => {
    const net = network();
    const { container } = await open(net);
    await waitFor(() => expect(container.querySelectorAll('.admin-content__article')).toHaveLength(1));
    await tap(container.querySelector('.admin-content__article'));
    await tap(container.querySelector('.admin-content__delete-article'));
    await waitFor(() => expect(modalText()).toBe('删除「Our kitchen」？用户将无法再打开它。'));
    cancelModal();
    await waitFor(() => expect(modalText()).toBe(''));
    expect(sentTo(net.calls, 'DeleteArticle')).toEqual([]);
    await tap(container.querySelector('.admin-content__delete-article'));
    await waitFor(() => expect(modalText()).toContain('Our kitchen'));
    confirmModal();
    await waitFor(() => expect(sentTo(net.calls, 'DeleteArticle')).toEqual([{ articleId: '5' }]));
    await waitFor(() => expect(container.textContent).toContain('还没有文章'));
  });
});
