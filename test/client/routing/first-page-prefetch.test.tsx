import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { launchApp } from '@/routing/app-launch';
import { markWelcomeSeen } from '@/routing/welcome';
import { P, STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, refusal } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

function launchWith(routes: CannedRoutes) {
  const network = fakeNetwork([answer(SessionService.method.currentSessionInfo, {}), ...routes]);
  const storage = createMemoryStorage();
  markWelcomeSeen(storage);
  const store = createTestStore({ request: network.request, storage });
  const storeQueries = () =>
    network.calls.filter((c) => c.url.endsWith(P.queryStores)).map((c) => JSON.parse(String(c.body)));
  return { store, storeQueries };
}

describe('the first page’s store query', () => {
  it('goes out at launch on home, and home shows its stores without asking again', async () => {
    const { store, storeQueries } = launchWith([answer(StoreService.method.queryStores, { list: [STORE], total: 1 })]);
    const launched = launchApp(store, {}, 'pages/home/index');
    expect(storeQueries()).toEqual([expect.objectContaining({ query: { limit: 20, shouldReturnTotal: true } })]);
    await launched;
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    expect(storeQueries()).toHaveLength(1);
  });

  it('goes out at launch on a store’s page, for that store, and the page shows it', async () => {
    const { store, storeQueries } = launchWith([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(StoreMenuService.method.listStoreMenus, { list: [] }),
      answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    ]);
    const launched = launchApp(store, { storeId: '7' }, '/pages/sub-user/store-detail/index?storeId=7');
    expect(storeQueries()).toEqual([expect.objectContaining({ idIn: ['7'] })]);
    await launched;
    const { container } = await bootPage(StoreDetailPage, { store, params: { storeId: '7' } });
    await waitFor(() => expect(container.querySelector('.store-detail__name')?.textContent).toBe(STORE.name));
    expect(storeQueries()).toHaveLength(1);
  });

  it('is asked again when the early answer failed, so the page still shows its stores', async () => {
    let failures = 1;
    const { store, storeQueries } = launchWith([
      answer(StoreService.method.queryStores, () =>
        failures-- > 0 ? refusal('unavailable', 'try later', 503) : { list: [STORE], total: 1 },
      ),
    ]);
    await launchApp(store, {}, '');
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    expect(storeQueries()).toHaveLength(2);
  });

  it('is not made on other pages', async () => {
    const { store, storeQueries } = launchWith([]);
    await launchApp(store, {}, 'pages/me/index');
    expect(storeQueries()).toEqual([]);
  });
});
