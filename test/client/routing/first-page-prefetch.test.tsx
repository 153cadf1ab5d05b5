import { waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { launchApp } from '@/routing/app-launch';
import { markWelcomeSeen } from '@/routing/welcome';
import { answer, P, STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { fakeNetwork } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

// On a slow network the first page's code and first render take longer than its store
// query: the query starts at launch, with the config and session calls, and the page
// takes its answer instead of asking after it has drawn.
const SESSION = '/grpc/public/identity.v1.SessionService/CurrentSessionInfo';

function launchWith(routes: Parameters<typeof fakeNetwork>[0]) {
  const network = fakeNetwork({ [SESSION]: answer({}), ...routes });
  const storage = createMemoryStorage();
  markWelcomeSeen(storage);
  const store = createTestStore({ request: network.request, storage });
  const storeQueries = () =>
    network.calls.filter((c) => c.url.endsWith(P.queryStores)).map((c) => JSON.parse(String(c.body)));
  return { store, storeQueries };
}

describe('the first page’s store query', () => {
  it('goes out at launch on home, and home shows its stores without asking again', async () => {
    const { store, storeQueries } = launchWith({ [P.queryStores]: answer({ list: [STORE], total: 1 }) });
    const launched = launchApp(store, {}, 'pages/home/index');
    expect(storeQueries()).toEqual([expect.objectContaining({ query: { limit: 20, shouldReturnTotal: true } })]);
    await launched;
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    expect(storeQueries()).toHaveLength(1);
  });

  it('goes out at launch on a store’s page, for that store, and the page shows it', async () => {
    const { store, storeQueries } = launchWith({
      [P.queryStores]: answer({ list: [STORE], total: 1 }),
      [P.menus]: answer({ list: [] }),
      [P.articles]: answer({ list: [], total: 0 }),
    });
    const launched = launchApp(store, { storeId: '7' }, '/pages/sub-user/store-detail/index?storeId=7');
    expect(storeQueries()).toEqual([expect.objectContaining({ idIn: ['7'] })]);
    await launched;
    const { container } = await bootPage(StoreDetailPage, { store, params: { storeId: '7' } });
    await waitFor(() => expect(container.querySelector('.store-detail__name')?.textContent).toBe(STORE.name));
    expect(storeQueries()).toHaveLength(1);
  });

  it('is asked again when the early answer failed, so the page still shows its stores', async () => {
    let failures = 1;
    const { store, storeQueries } = launchWith({
      [P.queryStores]: () =>
        failures-- > 0
          ? { status: 503, body: { code: 'unavailable', message: 'try later' } }
          : { body: { list: [STORE], total: 1 } },
    });
    await launchApp(store, {}, '');
    const { findByText } = await bootPage(HomePage, { store });
    await findByText('Jade Garden · Central');
    expect(storeQueries()).toHaveLength(2);
  });

  it('is not made on other pages', async () => {
    const { store, storeQueries } = launchWith({});
    await launchApp(store, {}, 'pages/me/index');
    expect(storeQueries()).toEqual([]);
  });
});
