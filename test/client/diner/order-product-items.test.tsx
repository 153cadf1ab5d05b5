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
import { ORDER, STORE } from './diner-network';

afterEach(() => resetHostUi());

function boot(items: Init<typeof ListMyOrderProductItemsResponseSchema>) {
  const network = fakeNetwork([
    answer(DinerBookingOrderService.method.getMyBookingOrder, { order: ORDER }),
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(DinerOrderProductItemService.method.listMyOrderProductItems, items),
  ]);
  return bootPage(OrderDetailPage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { id: '55' },
  });
}

describe('products on the diner’s booking', () => {
  it('lists each product with quantity, price and amount, and the total, offering no changes', async () => {
    const { container, findByText } = await boot({
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
    });
    expect(await findByText('预订商品')).toBeTruthy();
    const rows = Array.from(container.querySelectorAll('.order-detail__item')).map((e) => e.textContent);
    expect(rows).toEqual(['Chateau Margaux · 2015  2 × ¥980¥1960', 'Chef tasting menu  1 × ¥588¥588']);
    expect(container.querySelector('.order-detail__items-total')?.textContent).toBe('商品合计¥2548');
    expect(container.querySelector('.product-items__edit, .product-items__remove')).toBeNull();
  });

  it('shows no products section when the store added none', async () => {
    const { container } = await boot({ list: [], totalAmount: '0' });
    await waitFor(() => expect(container.querySelector('.order-detail__status-text')).toBeTruthy());
    expect(container.querySelector('.order-detail__items')).toBeNull();
  });
});
