import { Feast_Status, type FeastSchema } from '@/gen/feast/v1/feast_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { bootPage } from '../support/boot-page';
import { watchNavigation } from '../support/host-navigation';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { tap } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { STORE } from './diner-network';
const WINE_DINNER: Init<typeof FeastSchema> = {
  model: { id: '41' },
  title: 'Burgundy wine dinner',
  status: Feast_Status.FINISHED,
  storeName: 'Jade Garden · Central',
  reservationDate: '2027-01-15',
  startSecond: 68400,
  participantCount: 8,
  depositPerPerson: '20000',
};

afterEach(() => resetHostUi());

async function openStore(feasts: Init<typeof FeastSchema>[]) {
  const network = fakeNetwork([
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(StoreMenuService.method.listStoreMenus, { list: [] }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    answer(PublicFeastService.method.queryFeasts, { list: feasts, total: feasts.length }),
  ]);
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
