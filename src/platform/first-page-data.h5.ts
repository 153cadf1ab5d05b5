import { fromJson, type JsonReadOptions, type JsonValue } from '@bufbuild/protobuf';
import {
  clientConfigDataKey,
  FIRST_PAGE_DATA_ID,
  storeQueryDataKey,
  type FirstPageData,
} from '@/common/first-page-data';
import type { StoreQuery } from '@/common/launch-queries';
import { ClientConfigSchema, type ClientConfig } from '../gen/platform/v1/client_config_pb';
import { QueryStoresResponseSchema, type QueryStoresResponse } from '../gen/store/v1/store_query_service_pb';

let data: FirstPageData = {};

/** The element's documents, read (and the element removed) when one is in the page. */
function current(): FirstPageData {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_PAGE_DATA_ID);
  if (element) {
    element.remove();
    try {
      const parsed: unknown = JSON.parse(element.textContent ?? '');
      data = parsed && typeof parsed === 'object' ? (parsed as FirstPageData) : {};
    } catch {
      data = {};
    }
  }
  return data;
}

/**
 * The document index.html carries under `key` (src/common/first-page-data.ts), decoded,
 * once: the server put the launch page's first answers there, as fresh as a request would
 * be (the HTML is never cached), so a later load of the same thing asks the server.
 * Anything missing or unreadable is undefined: the caller asks the network.
 */
function take<T>(key: string, decode: (json: JsonValue) => T): T | undefined {
  const documents = current();
  const json = documents[key];
  delete documents[key];
  if (json === undefined) return undefined;
  try {
    return decode(json as JsonValue);
  } catch {
    return undefined;
  }
}

/** The client config document `/platform-client-config/{id}.json` would have sent. */
export function takeEmbeddedConfig(
  platformClientConfigId: string,
  options: Partial<JsonReadOptions>,
): ClientConfig | undefined {
  return take(clientConfigDataKey(platformClientConfigId), (json) => fromJson(ClientConfigSchema, json, options));
}

/** The store catalogue's answer to exactly this query. */
export function takeEmbeddedStoreAnswer(
  query: StoreQuery,
  options: Partial<JsonReadOptions>,
): QueryStoresResponse | undefined {
  return take(storeQueryDataKey(query), (json) => fromJson(QueryStoresResponseSchema, json, options));
}
