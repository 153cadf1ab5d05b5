import type { ServiceImpl } from '@connectrpc/connect';
import type { PermittedStoreService, StoreService } from '@gen/store/v1/store_query_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toCollection, toCollectionItem, toStore } from './store-mappers';

export function storeQueryHandler(services: Services): ServiceImpl<typeof StoreService> {
  const { stores, collections } = services.booking;
  return {
    async queryStores(request) {
      const result = await stores.queryStores(
        {
          idIn: request.idIn,
          merchantIdIn: request.merchantIdIn,
          limit: request.query?.limit ?? 0,
          offset: request.query?.offset ?? 0,
          // diner app: search filters
          search: {
            keyword: request.keyword.trim(),
            city: request.city.trim(),
            mainCuisine: request.mainCuisine.trim(),
            subCuisine: request.subCuisine.trim(),
            minPerCapitaPrice: /^\d+$/.test(request.minPerCapitaPrice) ? request.minPerCapitaPrice : '0',
            maxPerCapitaPrice: /^\d+$/.test(request.maxPerCapitaPrice) ? request.maxPerCapitaPrice : '0',
          },
        },
        request.extendQuery?.shouldReturnStoreCollectionItemCache ?? false,
      );
      return {
        list: result.list.map(toStore),
        total: result.total,
        extend: { storeCollectionItemCacheList: result.collectionItems.map(toCollectionItem) },
      };
    },
    async listStoreCities(request) {
      return { list: await stores.cities(request.merchantIdIn) };
    },
    async queryStoreCollections(request) {
      const result = await collections.query(
        request.merchantIdIn,
        request.query?.limit ?? 0,
        request.query?.offset ?? 0,
      );
      return { list: result.list.map(toCollection), total: result.total };
    },
  };
}

export function permittedStoreHandler(services: Services): ServiceImpl<typeof PermittedStoreService> {
  return {
    async queryPermittedStores(request, ctx) {
      const standing = await rpcContext(ctx).standing();
      const result = await services.booking.stores.queryPermittedStores(
        standing,
        request.idIn,
        request.query?.limit ?? 0,
        request.query?.offset ?? 0,
      );
      return { list: result.list.map(toStore), total: result.total };
    },
  };
}
