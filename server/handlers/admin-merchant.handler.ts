import type { ServiceImpl } from '@connectrpc/connect';
import type { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import type { Services } from '../services';
import { toMerchant } from './identity-mappers';

export function adminMerchantHandler(services: Services): ServiceImpl<typeof AdminMerchantService> {
  return {
    async createMerchant(request) {
      return { merchant: toMerchant(await services.merchantAdmin.create(request.name, request.shortKey)) };
    },
    async listMerchants(request) {
      const page = await services.merchantAdmin.list({
        limit: request.query?.limit ?? 0,
        offset: request.query?.offset ?? 0,
        withTotal: request.query?.shouldReturnTotal ?? false,
      });
      return { list: page.list.map(toMerchant), total: page.total };
    },
  };
}
