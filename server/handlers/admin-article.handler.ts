import type { ServiceImpl } from '@connectrpc/connect';
import { Article_Category, Article_Type } from '@gen/content/v1/article_pb';
import type { AdminArticleService, ArticleInput } from '@gen/content/v1/admin_article_service_pb';
import type { ArticleInput as DomainArticleInput } from '../domain/content/article-admin.service';
import type { Services } from '../services';
import { toArticle } from './content.handler';
import { nameOf } from './enum-names';

function fromInput(input: ArticleInput | undefined): DomainArticleInput {
  return {
    merchantId: input?.merchantId ?? '0',
    type: nameOf(Article_Type, input?.type ?? 0),
    category: nameOf(Article_Category, input?.category ?? 0),
    title: input?.title ?? '',
    summary: input?.summary ?? '',
    coverUrl: input?.coverUrl ?? '',
    content: input?.content ?? '',
    url: input?.url ?? '',
    draft: input?.draft ?? false,
    sort: input?.sort ?? 0,
  };
}

export function adminArticleHandler(services: Services): ServiceImpl<typeof AdminArticleService> {
  const { articleAdmin } = services;
  return {
    async listAdminArticles(request) {
      const page = await articleAdmin.list({
        merchantId: request.merchantId,
        platformOnly: request.platformOnly,
        category: nameOf(Article_Category, request.category),
        limit: request.query?.limit ?? 0,
        offset: request.query?.offset ?? 0,
      });
      return { list: page.list.map((a) => toArticle(a, true)), total: page.total };
    },
    async createArticle(request) {
      return { article: toArticle(await articleAdmin.create(fromInput(request.article)), true) };
    },
    async updateArticle(request) {
      return { article: toArticle(await articleAdmin.update(request.articleId, fromInput(request.article)), true) };
    },
    async deleteArticle(request) {
      await articleAdmin.delete(request.articleId);
      return {};
    },
  };
}
