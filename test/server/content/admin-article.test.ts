import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminArticleService } from '@gen/content/v1/admin_article_service_pb';
import { Article_Category, Article_Type, ArticleService } from '@gen/content/v1/article_pb';
import { refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let merchant = '';
let store = '';
const people: Record<string, { userId: string; sessionKey: string }> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  merchant = await createMerchant(db, 'Jade Garden');
  store = await createStore(db, merchant, 'Jade · Bund');
  for (const name of ['admin', 'manager', 'diner']) people[name] = await server.createUserSession({ nickname: name });
  await makeAdmin(db, people.admin.userId);
  await addStaff(db, people.manager.userId, merchant, null, 'MANAGER');
});
afterAll(() => server.close());

const admin = () => server.client(AdminArticleService, { sessionKey: people.admin.sessionKey });
const diners = () => server.client(ArticleService);
const story = {
  merchantId: '',
  type: Article_Type.ARTICLE,
  category: Article_Category.BRAND_STORY,
  title: ' Our kitchen ',
  summary: 'Three generations',
  coverUrl: 'https://cdn.example.com/kitchen.jpg',
  content: 'First paragraph.\n\nSecond paragraph.',
  url: 'https://ignored.example.com/',
  draft: false,
  sort: 0,
};

describe('articles written by administrators', () => {
  it('publishes a merchant’s article that diners then read at its stores', async () => {
    const { article } = await admin().createArticle({ article: { ...story, merchantId: merchant } });
    expect(article).toMatchObject({ merchantId: merchant, title: 'Our kitchen', url: '', draft: false });
    expect(article?.cover?.url).toBe('https://cdn.example.com/kitchen.jpg');
    const listed = await diners().listArticles({ storeId: store });
    expect(listed.list.map((a) => a.title)).toEqual(['Our kitchen']);
    expect((await diners().getArticle({ articleId: article!.model!.id })).article?.content).toContain('Second');
  });

  it('keeps drafts from diners until they are published, and orders by sort', async () => {
    const { article: draft } = await admin().createArticle({
      article: {
        ...story,
        merchantId: merchant,
        type: Article_Type.LINK,
        category: Article_Category.NEWS,
        title: 'Autumn menu',
        url: 'https://jade.example.com/autumn',
        draft: true,
        sort: -1,
      },
    });
    const id = draft!.model!.id;
    expect((await diners().listArticles({ storeId: store })).list.map((a) => a.title)).toEqual(['Our kitchen']);
    expect((await refusal(diners().getArticle({ articleId: id }))).message).toBe('article does not exist');
    // Administrators see drafts.
    expect((await admin().listAdminArticles({ merchantId: merchant })).list.map((a) => a.title)).toEqual([
      'Autumn menu',
      'Our kitchen',
    ]);

    const { article: published } = await admin().updateArticle({
      articleId: id,
      article: {
        ...story,
        merchantId: merchant,
        type: Article_Type.LINK,
        title: 'Autumn menu',
        url: 'https://jade.example.com/autumn',
        sort: -1,
      },
    });
    expect(published).toMatchObject({ draft: false, url: 'https://jade.example.com/autumn' });
    expect((await diners().listArticles({ storeId: store })).list.map((a) => a.title)).toEqual([
      'Autumn menu',
      'Our kitchen',
    ]);
  });

  it('writes platform-wide articles, shown without a merchant, not at a merchant’s stores', async () => {
    await admin().createArticle({
      article: { ...story, type: Article_Type.VIDEO, title: 'Platform tour', url: 'https://videos.example.com/t.mp4' },
    });
    expect((await diners().listArticles({})).list.map((a) => a.title)).toEqual(['Platform tour']);
    expect((await diners().listArticles({ storeId: store })).list.map((a) => a.title)).not.toContain('Platform tour');
    expect((await admin().listAdminArticles({ platformOnly: true })).list.map((a) => a.title)).toEqual([
      'Platform tour',
    ]);
  });

  it('keeps a cover the app stored itself when it comes back unchanged', async () => {
    const stored = { fileId: '', url: 'data:image/svg+xml;base64,PHN2Zy8+', width: 800, height: 600, contentType: '' };
    const row = await server.database.db
      .insertInto('article')
      .values({
        merchant_id: merchant,
        type: 'ARTICLE',
        category: 'NEWS',
        title: 'Demo',
        cover: JSON.stringify(stored),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { article } = await admin().updateArticle({
      articleId: row.id,
      article: { ...story, merchantId: merchant, title: 'Demo edited', coverUrl: stored.url },
    });
    expect(article?.cover).toMatchObject({ url: stored.url, width: 800 });
    await admin().deleteArticle({ articleId: row.id });
  });

  it('deletes an article', async () => {
    const { article } = await admin().createArticle({
      article: { ...story, merchantId: merchant, title: 'Gone soon' },
    });
    await admin().deleteArticle({ articleId: article!.model!.id });
    expect((await admin().listAdminArticles({ merchantId: merchant })).list.map((a) => a.title)).not.toContain(
      'Gone soon',
    );
    expect((await refusal(admin().deleteArticle({ articleId: article!.model!.id }))).message).toBe(
      'article does not exist',
    );
  });

  it('refuses an empty title, a link or video without an http(s) address, and more, writing nothing', async () => {
    const before = (await admin().listAdminArticles({})).total;
    for (const [over, message] of [
      [{ title: '   ' }, 'enter the article title'],
      [{ type: Article_Type.LINK, url: '' }, 'a link or video needs an http(s) address'],
      [{ type: Article_Type.LINK, url: 'javascript:alert(1)' }, 'a link or video needs an http(s) address'],
      [{ type: Article_Type.VIDEO, url: 'ftp://files.example.com/v.mp4' }, 'a link or video needs an http(s) address'],
      [{ type: Article_Type.TYPE_UNSPECIFIED }, 'choose the article type and category'],
      [{ category: Article_Category.CATEGORY_UNSPECIFIED }, 'choose the article type and category'],
      [{ coverUrl: 'not an address' }, 'the cover must be an http(s) address'],
      [{ merchantId: '987654' }, 'merchant does not exist'],
    ] as const) {
      expect((await refusal(admin().createArticle({ article: { ...story, ...over } }))).message).toBe(message);
    }
    expect((await admin().listAdminArticles({})).total).toBe(before);
    const first = (await admin().listAdminArticles({ merchantId: merchant })).list[0];
    expect(
      (await refusal(admin().updateArticle({ articleId: first.model!.id, article: { ...story, title: '' } }))).message,
    ).toBe('enter the article title');
    expect((await admin().listAdminArticles({ merchantId: merchant })).list[0].title).toBe(first.title);
  });

  it('refuses staff and diners every call', async () => {
    const id = (await admin().listAdminArticles({})).list[0].model!.id;
    const calls: Array<(c: ReturnType<typeof admin>) => Promise<unknown>> = [
      (c) => c.listAdminArticles({}),
      (c) => c.createArticle({ article: { ...story, merchantId: merchant } }),
      (c) => c.updateArticle({ articleId: id, article: { ...story, merchantId: merchant } }),
      (c) => c.deleteArticle({ articleId: id }),
    ];
    for (const who of ['manager', 'diner']) {
      const client = server.client(AdminArticleService, { sessionKey: people[who].sessionKey });
      for (const call of calls) {
        expect(await refusal(call(client))).toMatchObject({
          code: 'permission_denied',
          message: 'administrators only',
        });
      }
    }
    expect((await admin().listAdminArticles({})).list.map((a) => a.model!.id)).toContain(id);
  });
});
