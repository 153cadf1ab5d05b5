import { create, toJson } from '@bufbuild/protobuf';
import type { FastifyBaseLogger } from 'fastify';
import {
  clientConfigDataKey,
  FIRST_PAGE_DATA_ID,
  storeQueryDataKey,
  type FirstPageData,
} from '@common/first-page-data';
import {
  catalogueRequest,
  HOME_STORES_PAGE_SIZE,
  homeStoresQuery,
  launchPageOf,
  merchantInForce,
  storeByIdQuery,
  type StoreQuery,
} from '@common/launch-queries';
import type { ClientConfig } from '@gen/platform/v1/client_config_pb';
import {
  QueryStoresRequestSchema,
  QueryStoresResponseSchema,
  type QueryStoresResponse,
} from '@gen/store/v1/store_query_service_pb';
import { DomainError } from '../domain/errors';
import type { ClientConfigRecord } from '../domain/platform/client-config.repository';
import { toClientConfigMessage } from '../handlers/client-config.handler';
import { answerQueryStores } from '../handlers/store-query.handler';
import type { Services } from '../services';
import { clientConfigDocument } from './client-config.routes';

const ID = /^\d{1,18}$/;
// Taro's H5 router puts the launch query on the page's address; these two are the app's.
const CONFIG_PARAM = 'platformClientConfigId';
const PASSPORT_PARAM = 'passport_code';

/** A domain refusal (unknown config, invalid filter) leaves the answer out: the client asks and is told. */
async function unlessRefused<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

async function configFor(services: Services, id: string | null): Promise<ClientConfigRecord | undefined> {
  if (id === null) return unlessRefused(() => services.clientConfigs.getDefault());
  return ID.test(id) ? unlessRefused(() => services.clientConfigs.get(id)) : undefined;
}

/** The public store query's answer, for the catalogue's request. */
async function storeAnswer(services: Services, query: StoreQuery): Promise<QueryStoresResponse | undefined> {
  const request = create(QueryStoresRequestSchema, catalogueRequest(query));
  const answer = await unlessRefused(() => answerQueryStores(services, request));
  return answer && create(QueryStoresResponseSchema, answer);
}

/** What the first page is drawn from: the data index.html carries, and the same answers decoded. */
export interface FirstPage {
  data: FirstPageData;
  page?: 'home' | 'storeDetail';
  config?: ClientConfig;
  /** The store query's answer; undefined when it was refused or not asked. */
  stores?: QueryStoresResponse;
}

/**
 * What the H5 app's launch page asks for first, answered before it asks: the client
 * config it loads (the address's platformClientConfigId, else the default config, under
 * its own id) and, for home and a store's page, the store catalogue's first query with
 * the merchant the client will have in force. Only public answers: nothing here reads
 * the session, so the page is the same for everyone who opens this address.
 */
export async function firstPage(services: Services, pathInApp: string, search: URLSearchParams): Promise<FirstPage> {
  const data: FirstPageData = {};
  const record = await configFor(services, search.get(CONFIG_PARAM));
  if (record) data[clientConfigDataKey(record.id)] = clientConfigDocument(record);
  const config = record && toClientConfigMessage(record);

  const page = launchPageOf(pathInApp);
  // A passport code reloads the page without it first: an answer would go unused.
  if (!page || search.has(PASSPORT_PARAM)) return { data, config };
  let query: StoreQuery | undefined;
  if (page === 'storeDetail') {
    const storeId = search.get('storeId') ?? '';
    query = ID.test(storeId) ? storeByIdQuery(storeId) : undefined;
  } else {
    const merchantId = merchantInForce(
      search.get('merchantId') ?? '',
      config?.config?.common?.merchantId ?? '',
      config?.config?.flags?.merchantApp ?? false,
    );
    query = homeStoresQuery(merchantId, 0, HOME_STORES_PAGE_SIZE);
  }
  const stores = query && (await storeAnswer(services, query));
  if (query && stores) data[storeQueryDataKey(query)] = toJson(QueryStoresResponseSchema, stores);
  return { data, page, config, stores };
}

/** The data element's documents alone (firstPage's `data`). */
export async function firstPageData(services: Services, pathInApp: string, search: URLSearchParams) {
  return (await firstPage(services, pathInApp, search)).data;
}

/**
 * JSON that cannot end the script element it sits in, nor start a comment or another
 * tag there: `<`, `>` and `&` (only ever inside strings) become \u escapes, as do
 * U+2028 and U+2029 (line ends to older script parsers). JSON.parse gives the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html with the data element before its first script (or at the end of its head). */
export function withFirstPageData(html: string, data: FirstPageData): string {
  const element = `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
  const at = html.search(/<script[\s>]/i);
  if (at >= 0) return html.slice(0, at) + element + html.slice(at);
  const head = html.search(/<\/head>/i);
  return head >= 0 ? html.slice(0, head) + element + html.slice(head) : element + html;
}

/** The first page, or none when the database cannot answer now (the client then asks as before). */
export async function firstPageOrNone(
  services: Services,
  pathInApp: string,
  search: URLSearchParams,
  log: FastifyBaseLogger,
): Promise<FirstPage> {
  try {
    return await firstPage(services, pathInApp, search);
  } catch (error) {
    log.warn({ err: error }, 'index.html goes without its first page data');
    return { data: {} };
  }
}
