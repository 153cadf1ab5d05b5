import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import {
  DinerOrderProductItemService,
  type ListMyOrderProductItemsResponseSchema,
} from '@/gen/booking/v1/order_product_item_service_pb';
import { waitFor } from '@testing-library/react';
import OrderDetailPage from '@/pages/sub-user/order-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import type { Language } from '@/i18n/language';
import { ORDER, STORE } from './diner-network';

afterEach(() => resetHostUi());

const SERVED: Init<typeof ListMyOrderProductItemsResponseSchema> = {
  list: [
    {
      id: '701',
      productTitle: 'Chateau Margaux',
      skuSpecText: '2015',
      quantity: 2,
      unitPrice: '98000',
      amount: '196000',
    },
    { id: '702', productTitle: 'Chef tasting menu', quantity: 1, unitPrice: '58800', amount: '58800' },
  ],
  totalAmount: '254800',
};

// The order carries its store's currency: the Hong Kong store's bookings are in HKD.
function boot(items: Init<typeof ListMyOrderProductItemsResponseSchema>, currency = 'HKD', language?: Language) {
  const network = fakeNetwork([
    answer(DinerBookingOrderService.method.getMyBookingOrder, { order: { ...ORDER, currency } }),
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(DinerOrderProductItemService.method.listMyOrderProductItems, items),
  ]);
  return bootPage(OrderDetailPage, {
    diner: true,
    store: createTestStore({ request: network.request, language }),
    params: { id: '55' },
  });
}

describe('products on the diner’s booking', () => {
  it('lists each product with quantity, price and amount, and the total, offering no changes', async () => {
    const { container, findByText } = await boot(SERVED);
    expect(await findByText('预订商品')).toBeTruthy();
    const rows = Array.from(container.querySelectorAll('.order-detail__item')).map((e) => e.textContent);
    expect(rows).toEqual(['Chateau Margaux · 2015  2 × HK$980HK$1,960', 'Chef tasting menu  1 × HK$588HK$588']);
    expect(container.querySelector('.order-detail__items-total')?.textContent).toBe('商品合计HK$2,548');
    expect(container.querySelector('.product-items__edit, .product-items__remove')).toBeNull();
  });

  it('shows a Macau booking’s products in patacas, and a mainland one’s in yuan', async () => {
    const macau = await boot(SERVED, 'MOP', 'zh-Hant');
    await waitFor(() =>
      expect(macau.container.querySelector('.order-detail__items-total')?.textContent).toContain('澳門元 2,548'),
    );
    expect(macau.container.querySelector('.order-detail__item')?.textContent).toContain('2 × 澳門元 980');
    expect(macau.container.querySelector('.order-detail__items')?.textContent).not.toContain('¥');
    await macau.unmount();
    const mainland = await boot(SERVED, 'CNY');
    await waitFor(() =>
      expect(mainland.container.querySelector('.order-detail__items-total')?.textContent).toBe('商品合计¥2,548'),
    );
  });

  it('shows no products section when the store added none', async () => {
    const { container } = await boot({ list: [], totalAmount: '0' });
    await waitFor(() => expect(container.querySelector('.order-detail__status-text')).toBeTruthy());
    expect(container.querySelector('.order-detail__items')).toBeNull();
  });
});
