import { QueryStoresResponseSchema, StoreService } from '@/gen/store/v1/store_query_service_pb';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { waitFor } from '@testing-library/react';
import { clientConfigDataKey, FIRST_PAGE_DATA_ID, storeQueryDataKey } from '@/common/first-page-data';
import { homeStoresQuery, storeByIdQuery } from '@/common/launch-queries';
import HomePage from '@/pages/home/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { launchApp } from '@/routing/app-launch';
import { ROUTES } from '@/routing/routes';
import { markWelcomeSeen } from '@/routing/welcome';
import { clientConfigCacheKey } from '@/stores/client-config.store';
import { ORDER, P, STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { answer, asJson, fakeNetwork, jsonFile, type CannedRoutes } from '../support/fake-network';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
const CONFIG_URL = '/platform-client-config/1.json';
const HOME_QUERY = homeStoresQuery('', 0, 20);
const CONFIG = asJson(ClientConfigSchema, { model: { id: '1' }, config: { common: { appName: 'Harbour Feasts' } } });
const STORES = asJson(QueryStoresResponseSchema, { list: [STORE], total: 1 });

/** index.html's data element, its JSON escaped as the server writes it. */
function embed(data: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_DATA_ID;
  element.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
  document.body.appendChild(element);
}

function launchWith(routes: CannedRoutes = []) {
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, {}),
    jsonFile(CONFIG_URL, ClientConfigSchema, {
      model: { id: '1' },
      config: { common: { appName: 'From the network' } },
    }),
    answer(StoreService.method.queryStores, { list: [{ ...STORE, name: 'Fresh from the server' }], total: 1 }),
    answer(StoreMenuService.method.listStoreMenus, { list: [] }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    ...routes,
  ]);
  const storage = createMemoryStorage();
  markWelcomeSeen(storage);
  const store = createTestStore({ request: network.request, storage });
  const asked = (path: string) => network.calls.filter((c) => new URL(c.url).pathname === path);
  return { store, storage, asked };
}

afterEach(() => document.getElementById(FIRST_PAGE_DATA_ID)?.remove());

describe('launch with the first page’s data in index.html', () => {
  it('draws home’s first stores with the embedded config, asking neither for them nor for the config', async () => {
    embed({ [clientConfigDataKey('1')]: CONFIG, [storeQueryDataKey(HOME_QUERY)]: STORES });
    const { store, storage, asked } = launchWith();
    await launchApp(store, {}, 'pages/home/index');
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    await findByText('Harbour Feasts');
    expect(asked(P.queryStores)).toEqual([]);
    expect(asked(CONFIG_URL)).toEqual([]);
    // The embedded config is the last good copy from now on.
    expect(storage.get(clientConfigCacheKey('1'))).toContain('Harbour Feasts');
    expect(document.getElementById(FIRST_PAGE_DATA_ID)).toBeNull();
  });

  it('takes it once: pulling to refresh asks the server', async () => {
    embed({ [clientConfigDataKey('1')]: CONFIG, [storeQueryDataKey(HOME_QUERY)]: STORES });
    const { store, asked } = launchWith();
    await launchApp(store, {}, 'pages/home/index');
    const feed = store.diner.homeFeed();
    await feed.load();
    expect(feed.stores.items.map((s) => s.name)).toEqual(['Jade Garden · Central']);
    await Promise.all([store.clientConfig.load(), feed.load()]);
    expect(feed.stores.items.map((s) => s.name)).toEqual(['Fresh from the server']);
    expect(store.clientConfig.appName).toBe('From the network');
    expect(asked(P.queryStores)).toHaveLength(1);
    expect(asked(CONFIG_URL)).toHaveLength(1);
  });

  it('shows a store’s page from its embedded answer, a name with markup staying text', async () => {
    const name = '</script><script>alert(1)</script>';
    embed({
      [storeQueryDataKey(storeByIdQuery('7'))]: asJson(QueryStoresResponseSchema, {
        list: [{ ...STORE, name }],
        total: 1,
      }),
    });
    const { store, asked } = launchWith();
    await launchApp(store, { storeId: '7' }, '/pages/sub-user/store-detail/index?storeId=7');
    const { container } = await bootPage(StoreDetailPage, { store, params: { storeId: '7' } });
    await waitFor(() => expect(container.querySelector('.store-detail__name')?.textContent).toBe(name));
    expect(container.querySelector('script')).toBeNull();
    expect(asked(P.queryStores)).toEqual([]);
  });

  it('asks the network for a request the page did not bring, and for another config', async () => {
    embed({
      [clientConfigDataKey('2')]: asJson(ClientConfigSchema, {
        model: { id: '2' },
        config: { common: { appName: 'Another app' } },
      }),
      [storeQueryDataKey(homeStoresQuery('99', 0, 20))]: STORES,
    });
    const { store, asked } = launchWith();
    await launchApp(store, {}, 'pages/home/index');
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Fresh from the server');
    await findByText('From the network');
    expect(asked(P.queryStores)).toHaveLength(1);
    expect(asked(CONFIG_URL)).toHaveLength(1);
  });

  it('asks the network when the element is unreadable', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = FIRST_PAGE_DATA_ID;
    element.textContent = '{"cut short';
    document.body.appendChild(element);
    const { store, asked } = launchWith();
    await launchApp(store, {}, 'pages/home/index');
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Fresh from the server');
    expect(asked(CONFIG_URL)).toHaveLength(1);
  });

  it('shows a logged-in diner’s next booking once the server has said who they are, the stores not waiting for it', async () => {
    embed({ [clientConfigDataKey('1')]: CONFIG, [storeQueryDataKey(HOME_QUERY)]: STORES });
    let answerSession: () => void = () => undefined;
    const sessionAnswered = new Promise<void>((resolve) => (answerSession = resolve));
    const inADay = (hours: number) => timestampFromMs(Date.now() + hours * 3_600_000);
    const { store } = launchWith([
      answer(SessionService.method.currentSessionInfo, async () => {
        await sessionAnswered;
        return { sessionKey: 'key-1', user: DINER_USER };
      }),
      answer(DinerBookingOrderService.method.queryMyBookingOrders, {
        list: [{ ...ORDER, startTime: inADay(24), endTime: inADay(26) }],
        total: 1,
      }),
    ]);
    const launched = launchApp(store, {}, 'pages/home/index');
    const { findByText, queryByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    expect(queryByText('我的下一次预订')).toBeNull();
    answerSession();
    await launched;
    await findByText('我的下一次预订');
  });

  it('names the pages the server answers for by the routes the app opens', () => {
    expect([ROUTES.home, ROUTES.storeDetail]).toEqual(['/pages/home/index', '/pages/sub-user/store-detail/index']);
  });
});
