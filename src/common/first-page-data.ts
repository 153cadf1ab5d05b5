import { create, toJsonString } from '@bufbuild/protobuf';
import { QueryStoresRequestSchema, StoreService } from '../gen/store/v1/store_query_service_pb';
import { catalogueRequest, type StoreQuery } from './launch-queries';

// The answers the H5 app's launch page would ask for first, put into index.html by the
// server (server/http/first-page-data.ts) and taken once by the client
// (src/platform/first-page-data.h5.ts): each under the key of the exact request it
// answers, so the client takes one only for the request it was about to send.

/** The id of index.html's `<script type="application/json">` element that carries them. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/** Keys to the JSON documents the element carries (the client config's, the RPC answers' JSON). */
export type FirstPageData = Record<string, unknown>;

/** The key of the catalogue's answer to `query`: the method and the request's canonical JSON. */
export function storeQueryDataKey(query: StoreQuery): string {
  const request = create(QueryStoresRequestSchema, catalogueRequest(query));
  return `${StoreService.typeName}/${StoreService.method.queryStores.name} ${toJsonString(QueryStoresRequestSchema, request)}`;
}

/** The key of the client config document `/platform-client-config/{id}.json` sends. */
export const clientConfigDataKey = (platformClientConfigId: string): string =>
  `platform-client-config/${platformClientConfigId}`;
