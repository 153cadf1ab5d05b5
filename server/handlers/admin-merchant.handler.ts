import type { ServiceImpl } from '@connectrpc/connect';
import type { AdminMerchantService } from '@gen/identity/v1/admin_merchant_service_pb';
import { intlFromFields } from '@common/intl-text';
import type { Services } from '../services';
import { toAdminStore, toMerchant } from './identity-mappers';

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
        keyword: request.keyword,
      });
      return { list: page.list.map(toMerchant), total: page.total };
    },
    async updateMerchant(request) {
      return { merchant: toMerchant(await services.merchantAdmin.update(request.id, request.name, request.shortKey)) };
    },
    async setMerchantDisabled(request) {
      return { merchant: toMerchant(await services.merchantAdmin.setDisabled(request.id, request.disabled)) };
    },
    async listMerchantStores(request) {
      return { list: (await services.merchantAdmin.stores(request.merchantId)).map(toAdminStore) };
    },
    async createMerchantStore(request) {
      const store = await services.merchantAdmin.createStore({
        merchantId: request.merchantId,
        name: request.name,
        intlName: intlFromFields(request.intlName),
        city: request.city,
        address: request.address,
        timezone: request.timezone,
        currency: request.currency,
      });
      return { store: toAdminStore(store) };
    },
    async setStoreDisabled(request) {
      return { store: toAdminStore(await services.merchantAdmin.setStoreDisabled(request.id, request.disabled)) };
    },
  };
}
