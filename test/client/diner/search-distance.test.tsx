import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { type StoreSchema } from '@/gen/store/v1/store_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import HomeSearchPage from '@/pages/sub-user/home-search/index';
import type { LocationResult } from '@/platform/platform.types';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { P, STORE } from './diner-network';

const CENTRAL: Init<typeof StoreSchema> = {
  ...STORE,
  profile: { ...STORE.profile, latitude: 22.2819, longitude: 114.1586 },
};

function boot(location: LocationResult) {
  const network = fakeNetwork([
    answer(StoreService.method.queryStores, { list: [CENTRAL], total: 1 }),
    answer(StoreService.method.listStoreCities, { list: ['Hong Kong'] }),
  ]);
  const getLocation = jest.fn(async () => location);
  const store = createTestStore({ request: network.request, platform: { getLocation } });
  return bootPage(HomeSearchPage, { path: '/pages/sub-user/home-search/index', store }).then((page) => ({
    ...page,
    network,
    getLocation,
  }));
}

const chip = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('.search-filters__distances .chip')).find((c) => c.textContent === text)!;
const searches = (network: { calls: Array<{ url: string; body?: string | null }> }) =>
  network.calls.filter((c) => c.url.endsWith(P.queryStores)).map((c) => JSON.parse(c.body!));

describe('searching by distance', () => {
  beforeEach(() => resetHostUi());

  it('asks for the position once, sends it with the radius, and shows each store’s distance', async () => {
    // Queen's Road Central, a few hundred metres from the store.
    const { container, network, getLocation } = await boot({ denied: false, latitude: 22.28, longitude: 114.1586 });
    await waitFor(() => expect(container.querySelector('.store-card')).toBeTruthy());
    await act(async () => fireEvent.click(chip(container, '3 公里内')));
    await waitFor(() => expect(searches(network).at(-1)).toMatchObject({ maxDistanceMeters: 3000 }));
    expect(searches(network).at(-1).near).toEqual({ latitude: 22.28, longitude: 114.1586 });
    await waitFor(() => expect(container.querySelector('.store-card__extra')?.textContent).toBe('210 m'));
    await act(async () => fireEvent.click(chip(container, '1 公里内')));
    await waitFor(() => expect(searches(network).at(-1)).toMatchObject({ maxDistanceMeters: 1000 }));
    expect(getLocation).toHaveBeenCalledTimes(1);
    // Any distance sends no position at all.
    await act(async () => fireEvent.click(chip(container, '不限距离')));
    await waitFor(() => expect(searches(network).at(-1).maxDistanceMeters).toBeUndefined());
  });

  it('says why the filter cannot be used when the position is refused, and searches as before', async () => {
    const { container, network } = await boot({ denied: true });
    await waitFor(() => expect(container.querySelector('.store-card')).toBeTruthy());
    const before = searches(network).length;
    await act(async () => fireEvent.click(chip(container, '5 公里内')));
    await waitFor(() => expect(toastText()).toContain('未获得位置权限'));
    expect(searches(network)).toHaveLength(before);
    expect(chip(container, '不限距离').className).toContain('chip--active');
    expect(container.textContent).toContain('未获得位置权限');
  });
});
