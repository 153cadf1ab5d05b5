import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toJson } from '@bufbuild/protobuf';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientConfigDataKey, FIRST_PAGE_DATA_ID, storeQueryDataKey } from '@common/first-page-data';
import {
  catalogueRequest,
  HOME_STORES_PAGE_SIZE,
  homeStoresQuery,
  storeByIdQuery,
  type StoreQuery,
} from '@common/launch-queries';
import { QueryStoresResponseSchema, StoreService } from '@gen/store/v1/store_query_service_pb';
import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { createMerchant, createStore } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// index.html of the H5 app carries what its launch page asks for first: the client
// config and the store catalogue's first query, exactly as the network would answer.

const SHELL =
  '<!doctype html><html><head><title>app shell</title><script defer src="/app/js/app.js"></script></head><body><div id="app"></div></body></html>';
const HOSTILE_NAME = '</script><script>alert(1)</script><!-- \u2028\u2029 & done';

let server: TestServer;
let h5Dir: string;
let merchantId: string;
let otherMerchantId: string;
let storeId: string;
let hostileStoreId: string;
let disabledStoreId: string;
const MERCHANT_APP_CONFIG = '770';

beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-h5-'));
  fs.writeFileSync(path.join(h5Dir, 'index.html'), SHELL);
  server = await startTestServer({ h5Dir });
  const { db } = server.database;
  await ensureBaseData(db);
  merchantId = await createMerchant(db, 'Harbour Group');
  otherMerchantId = await createMerchant(db, 'Other Group');
  storeId = await createStore(db, merchantId, 'Harbour Kitchen');
  hostileStoreId = await createStore(db, merchantId, HOSTILE_NAME);
  disabledStoreId = await createStore(db, merchantId, 'Closed for good');
  await createStore(db, otherMerchantId, 'Elsewhere');
  await db
    .updateTable('store')
    .set({ disable_time: sql`now()` })
    .where('id', '=', disabledStoreId)
    .execute();
  await db
    .insertInto('client_config')
    .values({
      id: MERCHANT_APP_CONFIG,
      is_default: false,
      owner_type: 'SYSTEM',
      owner_id: '0',
      body: JSON.stringify({ common: { appName: 'Harbour', merchantId }, flags: { merchantApp: true } }),
    })
    .execute();
});
afterAll(async () => {
  await server.close();
  fs.rmSync(h5Dir, { recursive: true, force: true });
});

/** The page's HTML and the data element's documents, read as the browser's JSON.parse would. */
async function openPage(url: string) {
  const response = await fetch(server.url + url);
  expect(response.status).toBe(200);
  const html = await response.text();
  const start = `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">`;
  const from = html.indexOf(start);
  expect(from, 'the data element').toBeGreaterThan(-1);
  const content = html.slice(from + start.length, html.indexOf('</script>', from));
  return { response, html, data: JSON.parse(content) as Record<string, unknown> };
}

/** What the RPC answers the catalogue's request, as JSON. */
async function rpcAnswer(query: StoreQuery) {
  const answer = await server.client(StoreService).queryStores(catalogueRequest(query));
  return toJson(QueryStoresResponseSchema, answer);
}

async function configDocument(id: string) {
  return (await fetch(`${server.url}/platform-client-config/${id}.json`)).json();
}

describe('index.html with the first page data', () => {
  it("carries home's client config and first stores, as the config document and the RPC answer them", async () => {
    const { response, html, data } = await openPage('/app/');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toContain('text/html');
    // Before the app's script, so it is in the document when the script runs.
    expect(html.indexOf(FIRST_PAGE_DATA_ID)).toBeLessThan(html.indexOf('src="/app/js/app.js"'));
    expect(data[clientConfigDataKey('1')]).toEqual(await configDocument('1'));
    const home = homeStoresQuery('', 0, HOME_STORES_PAGE_SIZE);
    const answer = data[storeQueryDataKey(home)] as { list: Array<{ name: string }> };
    expect(answer).toEqual(await rpcAnswer(home));
    expect(answer.list.map((s) => s.name)).toContain('Harbour Kitchen');
    expect(Object.keys(data)).toHaveLength(2);
  });

  it("answers a store page's query for its store, with the config the address names", async () => {
    const { data } = await openPage(
      `/app/pages/sub-user/store-detail/index?storeId=${storeId}&platformClientConfigId=${MERCHANT_APP_CONFIG}`,
    );
    expect(data[clientConfigDataKey(MERCHANT_APP_CONFIG)]).toEqual(await configDocument(MERCHANT_APP_CONFIG));
    const answer = data[storeQueryDataKey(storeByIdQuery(storeId))] as { list: Array<{ name: string }> };
    expect(answer).toEqual(await rpcAnswer(storeByIdQuery(storeId)));
    expect(answer.list.map((s) => s.name)).toEqual(['Harbour Kitchen']);
  });

  it("asks for the merchant the client will have in force: a merchant app's own, whatever the link says", async () => {
    const { data } = await openPage(
      `/app/pages/home/index?platformClientConfigId=${MERCHANT_APP_CONFIG}&merchantId=${otherMerchantId}`,
    );
    const query = homeStoresQuery(merchantId, 0, HOME_STORES_PAGE_SIZE);
    const answer = data[storeQueryDataKey(query)] as { list: Array<{ name: string }> };
    expect(answer).toEqual(await rpcAnswer(query));
    expect(answer.list.map((s) => s.name)).not.toContain('Elsewhere');

    // The directory's config: the link's merchant wins.
    const linked = await openPage(`/app/pages/home/index?merchantId=${otherMerchantId}`);
    const linkedQuery = homeStoresQuery(otherMerchantId, 0, HOME_STORES_PAGE_SIZE);
    expect(
      (linked.data[storeQueryDataKey(linkedQuery)] as { list: Array<{ name: string }> }).list.map((s) => s.name),
    ).toEqual(['Elsewhere']);
  });

  it('keeps a store name that closes the script element as text', async () => {
    const { html, data } = await openPage(`/app/pages/sub-user/store-detail/index?storeId=${hostileStoreId}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('\u2028');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const answer = data[storeQueryDataKey(storeByIdQuery(hostileStoreId))] as { list: Array<{ name: string }> };
    expect(answer.list[0]!.name).toBe(HOSTILE_NAME);
  });

  it('answers a disabled store as the RPC does (no store), and leaves out what the server refuses or does not know', async () => {
    const disabled = await openPage(`/app/pages/sub-user/store-detail/index?storeId=${disabledStoreId}`);
    const answer = disabled.data[storeQueryDataKey(storeByIdQuery(disabledStoreId))];
    expect(answer).toEqual(await rpcAnswer(storeByIdQuery(disabledStoreId)));
    expect((answer as { list?: unknown[] }).list ?? []).toEqual([]);

    // An unknown config: the client fetches it and is told; the directory's stores are still there.
    const unknown = await openPage('/app/pages/home/index?platformClientConfigId=999999');
    expect(Object.keys(unknown.data)).toEqual([storeQueryDataKey(homeStoresQuery('', 0, HOME_STORES_PAGE_SIZE))]);

    // A store id that is no id, a page with no first query, and a passport login's reload.
    for (const url of [
      '/app/pages/sub-user/store-detail/index?storeId=abc',
      '/app/pages/me/index',
      '/app/pages/home/index?passport_code=xyz',
    ]) {
      expect(Object.keys((await openPage(url)).data), url).toEqual([clientConfigDataKey('1')]);
    }
  });

  it('sends the page compressed to a browser that accepts brotli', async () => {
    const response = await fetch(`${server.url}/app/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('accept-encoding');
    expect(await response.text()).toContain(FIRST_PAGE_DATA_ID);
  });
});
