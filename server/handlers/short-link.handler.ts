import type { ServiceImpl } from '@connectrpc/connect';
import type { ShortLinkService } from '@gen/platform/v1/short_link_pb';
import type { Services } from '../services';

export function shortLinkHandler(services: Services): ServiceImpl<typeof ShortLinkService> {
  return {
    async resolveShortLink(request) {
      return { merchantId: await services.shortLinks.resolve(request.key) };
    },
  };
}
