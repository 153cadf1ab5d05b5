import type { MessageInitShape } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import { Article_Category, Article_Type, type ArticleSchema, type ArticleService } from '@gen/content/v1/article_pb';
import { StoreMenu_Kind, type StoreMenuSchema, type StoreMenuService } from '@gen/content/v1/menu_pb';
import { intlToFields } from '@common/intl-text';
import type { ArticleRow, MenuRow } from '../domain/content/content.repository';
import { storeCurrency } from '../domain/store/store-currency';
import type { Services } from '../services';
import { nameOf, valueOf } from './enum-names';
import { toModel } from './mappers';
import { toImage } from './store-mappers';

// diner app: menus and articles (content.v1), mapping only.

function toMenu(m: MenuRow, withItems: boolean, currency: string): MessageInitShape<typeof StoreMenuSchema> {
  return {
    currency,
    model: toModel(m.id, m.create_time, m.update_time),
    storeId: m.store_id,
    name: m.name,
    description: m.description,
    kind: valueOf(StoreMenu_Kind, m.kind),
    price: m.price,
    cover: m.cover ? toImage(m.cover) : undefined,
    imageList: withItems ? m.images.map(toImage) : [],
    itemList: withItems
      ? m.items.map((i) => ({
          name: i.name,
          description: i.description,
          price: i.price,
          image: i.image ? toImage(i.image) : undefined,
          intlName: intlToFields(i.intl?.name),
          intlDescription: intlToFields(i.intl?.description),
        }))
      : [],
    itemCount: m.items.length,
    intlName: intlToFields(m.intl?.name),
    intlDescription: intlToFields(m.intl?.description),
  };
}

export function toArticle(a: ArticleRow, withContent: boolean): MessageInitShape<typeof ArticleSchema> {
  return {
    model: toModel(a.id, a.create_time, a.update_time),
    merchantId: a.merchant_id ?? '0',
    storeId: a.store_id ?? '0',
    type: valueOf(Article_Type, a.type),
    category: valueOf(Article_Category, a.category),
    title: a.title,
    summary: a.summary,
    cover: a.cover ? toImage(a.cover) : undefined,
    content: withContent ? a.content : '',
    imageList: withContent ? a.images.map(toImage) : [],
    url: a.url,
    publishTime: timestampFromDate(a.publish_time),
    sort: a.sort,
    draft: a.draft,
  };
}

export function storeMenuHandler(services: Services): ServiceImpl<typeof StoreMenuService> {
  const { content } = services.diner;
  return {
    async listStoreMenus(request) {
      const menus = await content.menusOf(request.storeId);
      // No menus, no store to ask: an unknown store answers an empty list, as before.
      const currency = menus.length > 0 ? await storeCurrency(request.storeId, services.db) : '';
      return { list: menus.map((m) => toMenu(m, false, currency)) };
    },
    async getStoreMenu(request) {
      const menu = await content.menu(request.menuId);
      return { menu: toMenu(menu, true, await storeCurrency(menu.store_id, services.db)) };
    },
  };
}

export function articleHandler(services: Services): ServiceImpl<typeof ArticleService> {
  const { content } = services.diner;
  return {
    async listArticles(request) {
      const result = await content.articles({
        storeId: request.storeId === '0' ? '' : request.storeId,
        merchantId: request.merchantId === '0' ? '' : request.merchantId,
        category: nameOf(Article_Category, request.category) as '' | ArticleRow['category'],
        limit: request.query?.limit ?? 0,
        offset: request.query?.offset ?? 0,
      });
      return { list: result.list.map((a) => toArticle(a, false)), total: result.total };
    },
    async getArticle(request) {
      return { article: toArticle(await content.article(request.articleId), true) };
    },
  };
}
