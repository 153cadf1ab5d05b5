import type { MessageInitShape } from '@bufbuild/protobuf';
import type { QueryStoresRequestSchema } from '../gen/store/v1/store_query_service_pb';

// The store query a diner's launch page makes first, and the rules it is built by. The
// client's launch prefetches it; the H5 server answers it inside index.html
// (first-page-data.ts), so both must build the very same request.

/**
 * The launch page whose store query can start at launch (and be embedded): home (the
 * bare app too) or a store's page; `path` is the page's path inside the app.
 */
export function launchPageOf(path: string | undefined): 'home' | 'storeDetail' | undefined {
  if (path === undefined) return undefined;
  const page = `/${path.split('?')[0]!.replace(/^\//, '')}`;
  if (page === '/' || page === '/pages/home/index') return 'home';
  if (page === '/pages/sub-user/store-detail/index') return 'storeDetail';
  return undefined;
}

/** Stores per page of the home list; the launch's prefetch and the embedded answer ask for the same page. */
export const HOME_STORES_PAGE_SIZE = 20;

/** The public store query's filters (store.v1.QueryStoresRequest) as the diner's pages make them. */
export type StoreQuery = Omit<MessageInitShape<typeof QueryStoresRequestSchema>, 'extendQuery' | '$typeName'>;

/** The query of one store by id (the store page's). */
export const storeByIdQuery = (storeId: string): StoreQuery => ({ idIn: [storeId] });

/** The query of a page of the home page's store list: the merchant's stores, or all. */
export const homeStoresQuery = (merchantId: string, offset: number, limit: number): StoreQuery => ({
  merchantIdIn: merchantId ? [merchantId] : [],
  query: { offset, limit, shouldReturnTotal: true },
});

/** The request the diner's store catalogue sends for a query: with each store's collections. */
export function catalogueRequest(query: StoreQuery): MessageInitShape<typeof QueryStoresRequestSchema> {
  return { ...query, extendQuery: { shouldReturnStoreCollectionItemCache: true } };
}

const isMerchant = (id: string | undefined): id is string => Boolean(id) && id !== '0';

/**
 * Whose stores a diner's app shows. A merchant's own app (the client config's
 * merchant-app flag with its merchant) is always that merchant's: a link naming
 * another merchant does not turn it into theirs. Otherwise a link's merchant
 * (/mch/{key}, ?merchantId=) wins over the config's; neither is the directory
 * (int64 0 is "no merchant", as the directory's config carries it).
 */
export function merchantInForce(linkMerchantId: string, configMerchantId: string, merchantApp: boolean): string {
  if (merchantApp && isMerchant(configMerchantId)) return configMerchantId;
  return [linkMerchantId, configMerchantId].find(isMerchant) ?? '';
}
