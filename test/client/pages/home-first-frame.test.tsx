import { PublicTicketingEventService } from '@/gen/ticketing/v1/public_ticketing_event_service_pb';
import { act, render } from '@testing-library/react';
import { Current } from '@tarojs/runtime';
import { clientConfigDataKey, FIRST_PAGE_DATA_ID, storeQueryDataKey } from '@/common/first-page-data';
import { homeStoresQuery } from '@/common/launch-queries';
import HomePage from '@/pages/home/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { launchApp } from '@/routing/app-launch';
import { markWelcomeSeen } from '@/routing/welcome';
import { RootStoreContext, type RootStore } from '@/stores';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { QueryStoresResponseSchema, StoreService } from '@/gen/store/v1/store_query_service_pb';
import { P, STORE } from '../diner/diner-network';
import { answer, asJson, fakeNetwork } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

// On H5 the server draws home's first screen from the answer it put into index.html, and
// removes it as soon as the app shows its own store cards. The app's first frame must
// then already hold those cards, with everything below them (the contact footer) where
// it will stay: a frame with an empty list moves the footer when the list fills, and the
// browser counts that as layout shift. So: the page's very first render, before any
// promise has settled, shows the stores, no loading state, and the end of the list.
const CONFIG = asJson(ClientConfigSchema, { model: { id: '1' }, config: { common: { appName: 'Harbour Feasts' } } });
const SECOND = { ...STORE, model: { ...STORE.model, id: '2' }, name: 'Second Table' };

function embed(data: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_PAGE_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.appendChild(element);
}

function testStore() {
  const network = fakeNetwork([
    answer(SessionService.method.currentSessionInfo, {}),
    answer(StoreService.method.queryStores, { list: [{ ...STORE, name: 'Fresh from the server' }], total: 1 }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    answer(PublicTicketingEventService.method.queryTicketingEvents, { list: [], total: 0 }),
  ]);
  const storage = createMemoryStorage();
  markWelcomeSeen(storage);
  const store = createTestStore({ request: network.request, storage });
  const storeQueries = () => network.calls.filter((c) => new URL(c.url).pathname === P.queryStores);
  return { store, storeQueries };
}

/** The page's first commit only: synchronous act runs its effects but lets no promise settle. */
function firstFrame(store: RootStore) {
  Current.router = {
    path: '/pages/home/index',
    $taroPath: '/pages/home/index',
    params: {},
    onReady: '',
    onHide: '',
    onShow: '',
  };
  let view: ReturnType<typeof render> | undefined;
  act(() => {
    view = render(
      <RootStoreContext.Provider value={store}>
        <HomePage />
      </RootStoreContext.Provider>,
    );
  });
  return view!;
}

const cardNames = (container: HTMLElement) =>
  [...container.querySelectorAll('.store-card__name')].map((e) => e.textContent);

afterEach(() => document.getElementById(FIRST_PAGE_DATA_ID)?.remove());

describe('home’s first frame with the first page’s data in index.html', () => {
  const stores = asJson(QueryStoresResponseSchema, { list: [STORE, SECOND], total: 2 });

  it('draws the embedded stores in its first render, the list already ended, asking nobody', () => {
    embed({ [clientConfigDataKey('1')]: CONFIG, [storeQueryDataKey(homeStoresQuery('', 0, 20))]: stores });
    const { store, storeQueries } = testStore();
    void launchApp(store, {}, 'pages/home/index');
    const { container, getByText } = firstFrame(store);
    expect(cardNames(container)).toEqual(['Jade Garden · Central', 'Second Table']);
    // The end of the list is drawn with it; no loading state to make room for and take away.
    getByText('没有更多了');
    expect(container.querySelector('.state-view')).toBeNull();
    expect(storeQueries()).toEqual([]);
  });

  it('draws them in its first render also when the page renders before the launch has run', async () => {
    embed({ [storeQueryDataKey(homeStoresQuery('', 0, 20))]: stores });
    const { store, storeQueries } = testStore();
    const { container } = firstFrame(store);
    expect(cardNames(container)).toEqual(['Jade Garden · Central', 'Second Table']);
    // The launch that follows does not ask for what the page has already taken.
    await act(() => launchApp(store, {}, 'pages/home/index'));
    expect(storeQueries()).toEqual([]);
  });

  it('without the data, draws no card before the answer (and then the server’s)', async () => {
    const { store, storeQueries } = testStore();
    void launchApp(store, {}, 'pages/home/index');
    const { container, findByText } = firstFrame(store);
    expect(cardNames(container)).toEqual([]);
    await findByText('Fresh from the server');
    expect(storeQueries()).toHaveLength(1);
  });
});
