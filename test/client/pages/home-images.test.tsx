import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { waitFor } from '@testing-library/react';
import HomePage from '@/pages/home/index';
import { STORE } from '../diner/diner-network';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork } from '../support/fake-network';
import { createTestStore } from '../support/test-store';

// On a slow network pictures compete with the page's scripts and the store list for the
// connection: the cards' pictures are fetched only when they come near the screen.
describe("home's store cards", () => {
  it('show each store with its picture, fetched lazily', async () => {
    const picture = (n: number) => ({ url: `https://cdn.test/store-${n}.jpg` });
    const stores = [1, 2, 3].map((n) => ({
      ...STORE,
      model: { id: String(n) },
      name: `Store ${n}`,
      image: { environmentList: [picture(n)] },
    }));
    const network = fakeNetwork([answer(StoreService.method.queryStores, { list: stores, total: 3 })]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(HomePage, { store });
    await waitFor(() => expect(container.querySelectorAll('.store-card')).toHaveLength(3));
    const covers = [...container.querySelectorAll('.store-card__cover')];
    expect(covers.map((c) => c.getAttribute('src'))).toEqual(stores.map((s) => s.image.environmentList[0].url));
    for (const cover of covers) expect((cover as HTMLElement & { lazyLoad?: boolean }).lazyLoad).toBe(true);
    // On screen (jsdom: everything is), the picture itself is fetched.
    await waitFor(() =>
      expect([...container.querySelectorAll('.store-card__cover img')].map((img) => img.getAttribute('src'))).toEqual(
        stores.map((s) => s.image.environmentList[0].url),
      ),
    );
  });
});
