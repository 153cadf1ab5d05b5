import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { intlToFields } from '@common/intl-text';
import type {
  PermittedStoreService,
  Position,
  QueryStoresRequest,
  QueryStoresResponseSchema,
  StoreService,
} from '@gen/store/v1/store_query_service_pb';
import { domainError } from '../domain/errors';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toCollection, toCollectionItem, toStore } from './store-mappers';

/** A distance filter needs a real position and a positive radius; anything else is refused. */
function nearFilter(near: Position | undefined, maxMeters: number) {
  if (maxMeters === 0) return undefined;
  const valid =
    near &&
    Number.isFinite(near.latitude) &&
    Number.isFinite(near.longitude) &&
    Math.abs(near.latitude) <= 90 &&
    Math.abs(near.longitude) <= 180 &&
    maxMeters > 0;
  if (!valid) throw domainError('invalid', 'invalidLocation');
  return { latitude: near.latitude, longitude: near.longitude, maxMeters };
}

/**
 * The public store query's answer (anyone may ask: no session is read). The RPC
 * answers with it, and so does index.html for the H5 app's first page.
 */
export async function answerQueryStores(
  services: Services,
  request: QueryStoresRequest,
): Promise<MessageInitShape<typeof QueryStoresResponseSchema>> {
  const result = await services.booking.stores.queryStores(
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
        near: nearFilter(request.near, request.maxDistanceMeters),
      },
    },
    request.extendQuery?.shouldReturnStoreCollectionItemCache ?? false,
  );
  return {
    list: result.list.map(toStore),
    total: result.total,
    extend: { storeCollectionItemCacheList: result.collectionItems.map(toCollectionItem) },
  };
}

export function storeQueryHandler(services: Services): ServiceImpl<typeof StoreService> {
  const { stores, collections } = services.booking;
  return {
    queryStores: (request) => answerQueryStores(services, request),
    async listStoreCities(request) {
      const cities = await stores.cities(request.merchantIdIn);
      return { list: cities.map((c) => c.city), intlList: cities.map((c) => intlToFields(c.intl)) };
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
