import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import {
  ShortLinkSchema,
  type AdminShortLinkService,
  type ShortLink,
  type ShortLinkService,
} from '@gen/platform/v1/short_link_pb';
import type { ShortLinkRecord } from '../domain/platform/short-link.repository';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';

export function shortLinkHandler(services: Services): ServiceImpl<typeof ShortLinkService> {
  return {
    async resolveShortLink(request) {
      return { merchantId: await services.shortLinks.resolve(request.key) };
    },
    async resolveLink(request) {
      return { target: await services.shortLinks.resolveLink(request.key) };
    },
  };
}

function toShortLink(link: ShortLinkRecord): ShortLink {
  return create(ShortLinkSchema, {
    key: link.key,
    target: link.target,
    createTime: timestampFromDate(link.createTime),
  });
}

export function adminShortLinkHandler(services: Services): ServiceImpl<typeof AdminShortLinkService> {
  return {
    async createShortLink(request, ctx) {
      const context = rpcContext(ctx);
      const standing = await context.standing();
      const link = await services.shortLinks.create(standing.userId, request.target, request.key, context.meta.origin);
      return { shortLink: toShortLink(link) };
    },
    async updateShortLink(request, ctx) {
      const link = await services.shortLinks.update(request.key, request.target, rpcContext(ctx).meta.origin);
      return { shortLink: toShortLink(link) };
    },
    async deleteShortLink(request) {
      await services.shortLinks.delete(request.key);
      return {};
    },
    async listShortLinks(request) {
      const page = await services.shortLinks.list(request.query?.limit ?? 0, request.query?.offset ?? 0);
      return { list: page.list.map(toShortLink), total: page.total };
    },
  };
}
