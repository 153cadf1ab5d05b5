import { waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { bootPage } from '../support/boot-page';
import { watchNavigation } from '../support/host-navigation';
import { fakeNetwork } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { answer, P, STORE } from './diner-network';

// The store page's feast history (the client config's showStoreFeastHistory, on
// unless a config turns it off): the store's public feasts, coming and past.
const QUERY_FEASTS = '/grpc/public/feast.v1.PublicFeastService/QueryFeasts';
const WINE_DINNER = {
  model: { id: '41' },
  title: 'Burgundy wine dinner',
  status: 'FINISHED',
  storeName: 'Jade Garden · Central',
  reservationDate: '2027-01-15',
  startSecond: 68400,
  participantCount: 8,
  depositPerPerson: '20000',
};

afterEach(() => resetHostUi());

async function openStore(feasts: unknown[]) {
  const network = fakeNetwork({
    [P.queryStores]: answer({ list: [STORE], total: 1 }),
    [P.menus]: answer({ list: [] }),
    [P.articles]: answer({ list: [], total: 0 }),
    [QUERY_FEASTS]: answer({ list: feasts, total: feasts.length }),
  });
  const page = await bootPage(StoreDetailPage, {
    store: createTestStore({ request: network.request }),
    params: { storeId: '7' },
  });
  await waitFor(() => expect(page.container.querySelector('.store-detail__feasts')).toBeTruthy());
  return { ...page, network };
}

describe("the store page's feast history", () => {
  it("lists the store's feasts, past ones included, and opens one", async () => {
    const nav = watchNavigation();
    const { container, network } = await openStore([WINE_DINNER]);
    await waitFor(() =>
      expect(container.querySelector('.store-detail__feasts .feast-card__title')?.textContent).toBe(
        'Burgundy wine dinner',
      ),
    );
    const asked = network.calls.find((c) => c.url.endsWith('/QueryFeasts'));
    expect(JSON.parse(asked!.body!)).toMatchObject({ storeId: '7', includePast: true });
    await tap(container.querySelector('.store-detail__feasts .feast-card'));
    await waitFor(() =>
      expect(nav.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('id=41') })),
    );
  });

  it('says there are none when the store has hosted none', async () => {
    const { container } = await openStore([]);
    await waitFor(() => expect(container.querySelector('.store-detail__feasts')?.textContent).toContain('暂无饭局'));
    expect(container.querySelector('.store-detail__feasts .feast-card')).toBeNull();
  });
});
