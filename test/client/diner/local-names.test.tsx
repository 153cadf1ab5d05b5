import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { type IntlTextSchema } from '@/gen/common/v1/model_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { waitFor } from '@testing-library/react';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import type { Language } from '@/i18n/language';
import HomeSearchPage from '@/pages/sub-user/home-search/index';
import OrderDetailPage from '@/pages/sub-user/order-detail/index';
import MenuDetailPage from '@/pages/sub-user/menu-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { createTestStore } from '../support/test-store';
import { ORDER, STORE } from './diner-network';

// A diner reading Chinese sees the store's city, menus and dishes in Chinese when the
// data carries them (intlInfo), and the data's own text when it does not.
const HK: Init<typeof IntlTextSchema> = { zhHans: '香港', zhHant: '香港', en: 'Hong Kong' };

describe('names the data carries per language', () => {
  it('shows the city on the store card and in the city filter in the reader’s language', async () => {
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [{ ...STORE, intlInfo: { city: HK } }], total: 1 }),
      answer(StoreService.method.listStoreCities, { list: ['Hong Kong', 'Macau'], intlList: [HK, {}] }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(HomeSearchPage, { path: '/pages/sub-user/home-search/index', store });
    await waitFor(() => expect(container.querySelector('.store-card')).toBeTruthy());
    expect(container.querySelector('.store-card__line')?.textContent).toBe('香港');
    const chips = Array.from(container.querySelectorAll('.search-filters__cities .chip')).map((c) => c.textContent);
    expect(chips.slice(1)).toEqual(['香港', 'Macau']);
  });

  it('shows a menu and its dishes in the reader’s language', async () => {
    const network = fakeNetwork([
      answer(StoreMenuService.method.getStoreMenu, {
        menu: {
          model: { id: '1' },
          name: 'A la carte',
          description: 'Our classics.',
          intlName: { zhHans: '单点' },
          itemList: [
            { name: 'Roast goose', description: 'Half', price: '26800', intlName: { zhHans: '烧鹅' } },
            { name: 'Wok-fried greens', description: 'Garlic', price: '8800' },
          ],
        },
      }),
    ]);
    const store = createTestStore({ request: network.request });
    const { container } = await bootPage(MenuDetailPage, { params: { menuId: '1' }, store });
    await waitFor(() => expect(container.querySelector('.menu-detail__item')).toBeTruthy());
    expect(container.querySelector('.section__title')?.textContent).toBe('单点');
    const dishes = Array.from(container.querySelectorAll('.menu-detail__item')).map((i) => i.textContent);
    expect(dishes[0]).toContain('烧鹅');
    expect(dishes[1]).toContain('Wok-fried greens');
  });

  it.each<[Language, string]>([
    ['zh-Hans', '晚市'],
    ['zh-Hant', '晚市'],
    ['en', 'Dinner'],
  ])('names a booking’s shift in the reader’s language (%s)', async (language, shift) => {
    const order = {
      ...ORDER,
      storeShiftName: 'Dinner',
      storeShiftIntlName: { zhHans: '晚市', zhHant: '晚市', en: '' },
    };
    const network = fakeNetwork([
      answer(DinerBookingOrderService.method.getMyBookingOrder, { order }),
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    ]);
    const store = createTestStore({ request: network.request, language });
    const { container } = await bootPage(OrderDetailPage, { diner: true, store, params: { id: '55' } });
    await waitFor(() => expect(container.querySelector('.order-detail__when')).toBeTruthy());
    expect(container.querySelector('.order-detail__when')?.textContent).toMatch(new RegExp(` · ${shift}$`));
  });
});
