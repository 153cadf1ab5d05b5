import { BookingOrder_CloseReason, BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import {
  type ListOrderProductChoicesResponseSchema,
  type ListOrderProductItemsResponseSchema,
  type OrderProductItemSchema,
  StoreOrderProductItemService,
} from '@/gen/booking/v1/order_product_item_service_pb';
import { answer, type Init } from '../support/fake-network';
import Taro from '@tarojs/taro';
import { act, waitFor } from '@testing-library/react';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import StoreOrderProductAddPage from '@/pages/sub-store/store-order-product-add/index';
import { cancelModal, confirmModal, modalText, toastText } from '../support/host-ui';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { page, tap, type, useMoneyScreenHost } from '../support/money-form';
import { bodyOf, P } from '../support/staff-fixtures';

// The products served with a booking, over StoreOrderProductItemService: what the
// order detail shows, what each change sends (cents), and the question before removing.

const WINE: Init<typeof OrderProductItemSchema> = {
  id: '701',
  bookingOrderId: '103',
  productId: '81',
  skuId: '91',
  productTitle: 'Chateau Margaux',
  skuSpecText: '2015',
  quantity: 2,
  unitPrice: '98000',
  amount: '196000',
  remark: 'decant',
};
const MENU: Init<typeof OrderProductItemSchema> = {
  id: '702',
  bookingOrderId: '103',
  productId: '82',
  skuId: '92',
  productTitle: 'Chef tasting menu',
  quantity: 4,
  unitPrice: '58800',
  amount: '235200',
};
const SERVED: Init<typeof ListOrderProductItemsResponseSchema> = { list: [WINE, MENU], totalAmount: '431200' };

useMoneyScreenHost();

const itemTexts = (c: HTMLElement) =>
  Array.from(c.querySelectorAll('.product-items__item')).map(
    (e) => e.querySelector('.product-items__name')?.textContent,
  );
const inputIn = (c: HTMLElement, selector: string) =>
  waitFor(() => {
    const input = c.querySelector<HTMLInputElement>(`${selector} input`);
    expect(input).toBeTruthy();
    return input!;
  });

describe('products on store-order-detail', () => {
  it('lists the items with their amounts and total, also beside the meal cost', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [answer(StoreOrderProductItemService.method.listOrderProductItems, SERVED)],
    );
    await findByText('Chateau Margaux · 2015');
    expect(itemTexts(container)).toEqual(['Chateau Margaux · 2015', 'Chef tasting menu']);
    expect(container.querySelector('.product-items__line')?.textContent).toBe('2 × ¥980');
    expect(container.querySelector('.product-items__total')?.textContent).toContain('¥4,312');
    expect(container.querySelector('.order-money')?.textContent).toContain('商品合计');
    expect(container.querySelector('.product-items__add')?.textContent).toContain('添加商品');
  });

  it('prices a Hong Kong booking’s items in Hong Kong dollars', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_SERVICE, currency: 'HKD' },
      [answer(StoreOrderProductItemService.method.listOrderProductItems, SERVED)],
    );
    await findByText('Chateau Margaux · 2015');
    expect(container.querySelector('.product-items__line')?.textContent).toBe('2 × HK$980');
    expect(container.querySelector('.product-items__amount')?.textContent).toBe('HK$1,960');
    expect(container.querySelector('.product-items__total-amount')?.textContent).toBe('HK$4,312');
    await tap(container.querySelector('.product-items__edit')!);
    await findByText('单价（港元）');
    expect(container.querySelector('.product-items')?.textContent).not.toContain('¥');
  });

  it('changes the quantity and price of an item in place, sending cents', async () => {
    const { container, findByText, network } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [
        answer(StoreOrderProductItemService.method.listOrderProductItems, SERVED),
        answer(StoreOrderProductItemService.method.updateOrderProductItem, {
          list: [{ ...WINE, quantity: 3, unitPrice: '88000', amount: '264000' }, MENU],
          totalAmount: '499200',
        }),
      ],
    );
    await findByText('Chateau Margaux · 2015');
    await tap(container.querySelector('.product-items__edit')!);
    const quantity = await inputIn(container, '.item-form__quantity');
    expect(quantity.value).toBe('2');
    await type(quantity, '1000');
    expect(container.textContent).toContain('数量须为 1 至 999');
    await tap(container.querySelector('.item-form__submit')!);
    expect(calls(network, P.productItems('UpdateOrderProductItem'))).toHaveLength(0);
    await type(quantity, '3');
    await type(await inputIn(container, '.money-form__amount'), '880');
    await tap(container.querySelector('.item-form__submit')!);
    await waitFor(() => expect(calls(network, P.productItems('UpdateOrderProductItem'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.productItems('UpdateOrderProductItem'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      itemId: '701',
      quantity: 3,
      unitPrice: '88000',
      remark: 'decant',
    });
    await waitFor(() => expect(container.querySelector('.product-items__total')?.textContent).toContain('¥4,992'));
    expect(container.querySelector('.item-form')).toBeNull();
    // The order's log is read again, so the change shows there.
    expect(calls(network, P.logs).length).toBeGreaterThan(1);
  });

  it('removes an item only after the question is answered yes', async () => {
    const { container, findByText, network } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [
        answer(StoreOrderProductItemService.method.listOrderProductItems, SERVED),
        answer(StoreOrderProductItemService.method.removeOrderProductItem, { list: [MENU], totalAmount: '235200' }),
      ],
    );
    await findByText('Chateau Margaux · 2015');
    await tap(container.querySelector('.product-items__remove')!);
    await waitFor(() => expect(modalText()).toBe('从这个预订移除「Chateau Margaux · 2015」？'));
    await act(async () => cancelModal());
    expect(calls(network, P.productItems('RemoveOrderProductItem'))).toHaveLength(0);
    expect(itemTexts(container)).toHaveLength(2);

    await tap(container.querySelector('.product-items__remove')!);
    await waitFor(() => expect(modalText()).toContain('Chateau Margaux'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.productItems('RemoveOrderProductItem'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.productItems('RemoveOrderProductItem'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      itemId: '701',
    });
    await waitFor(() => expect(itemTexts(container)).toEqual(['Chef tasting menu']));
    await waitFor(() => expect(toastText()).toBe('已移除'));
  });

  it('offers no changes on a finished booking, and says why', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderDetailPage,
      { status: BookingOrder_Status.FINISHED },
      [answer(StoreOrderProductItemService.method.listOrderProductItems, SERVED)],
    );
    await findByText('Chateau Margaux · 2015');
    expect(container.querySelector('.product-items__add')).toBeNull();
    expect(container.querySelector('.product-items__edit')).toBeNull();
    expect(container.querySelector('.product-items__remove')).toBeNull();
    expect(container.textContent).toContain('已完成或已关闭的预订保留已上的商品');
  });
});

describe('store-order-product-add', () => {
  const CHOICES: Init<typeof ListOrderProductChoicesResponseSchema> = {
    list: [
      {
        productId: '81',
        title: 'Chateau Margaux',
        quickCode: 'CM',
        listed: true,
        skuList: [
          { skuId: '91', specText: '2015', price: '98000', listed: true },
          { skuId: '93', specText: '2018', price: '68000', listed: true },
        ],
      },
      {
        productId: '82',
        title: 'Chef tasting menu',
        setMenu: true,
        listed: false,
        skuList: [{ skuId: '92', price: '58800' }],
      },
    ],
  };

  it('searches the catalogue, picks a product then a SKU, and adds it at the list price or one typed', async () => {
    const { container, findByText, network } = await bootOrderPage(
      StoreOrderProductAddPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [
        answer(StoreOrderProductItemService.method.listOrderProductChoices, CHOICES),
        answer(StoreOrderProductItemService.method.addOrderProductItem, { list: [WINE], totalAmount: '196000' }),
      ],
      page('store-order-product-add'),
    );
    await findByText('Chateau Margaux');
    // An unlisted set menu is offered too, marked as such.
    expect(container.textContent).toContain('套餐 · 未上架');
    await type(await inputIn(container, '.product-add__keyword'), 'margaux');
    await tap(container.querySelector('.product-add__go')!);
    await waitFor(() => expect(calls(network, P.productItems('ListOrderProductChoices'))).toHaveLength(2));
    expect(bodyOf(calls(network, P.productItems('ListOrderProductChoices'))[1])).toEqual({
      storeId: '11',
      keyword: 'margaux',
    });

    await tap(await findByText('Chateau Margaux'));
    await tap(await findByText('2018'));
    expect(await findByText('标价 ¥680')).toBeTruthy();
    const price = await inputIn(container, '.money-form__amount');
    expect(price.value).toBe('680');
    await type(await inputIn(container, '.item-form__quantity'), '2');
    await type(price, '650.5');
    await type(await inputIn(container, '.item-form__remark'), ' chill ');
    await tap(container.querySelector('.item-form__submit')!);
    await waitFor(() => expect(calls(network, P.productItems('AddOrderProductItem'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.productItems('AddOrderProductItem'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      skuId: '93',
      quantity: 2,
      unitPrice: '65050',
      remark: 'chill',
    });
    await waitFor(() => expect(toastText()).toBe('已添加'));
    // Back to the order (opened alone here, so back is the staff home).
    expect(Taro.reLaunch).toHaveBeenCalled();
  });

  it('takes a product with one SKU at a tap', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderProductAddPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [answer(StoreOrderProductItemService.method.listOrderProductChoices, CHOICES)],
      page('store-order-product-add'),
    );
    await tap(await findByText('Chef tasting menu'));
    expect(await findByText('标价 ¥588')).toBeTruthy();
    expect(container.querySelector('.product-add__picked')?.textContent).toBe('Chef tasting menu');
  });

  it('says so when nothing matches, and offers nothing on a closed booking', async () => {
    const empty = await bootOrderPage(
      StoreOrderProductAddPage,
      { status: BookingOrder_Status.WAIT_SERVICE },
      [answer(StoreOrderProductItemService.method.listOrderProductChoices, { list: [] })],
      page('store-order-product-add'),
    );
    expect(await empty.findByText('没有符合的商品')).toBeTruthy();
    empty.unmount();
    const closed = await bootOrderPage(
      StoreOrderProductAddPage,
      { status: BookingOrder_Status.CLOSED, closeReason: BookingOrder_CloseReason.STORE_CANCEL },
      [],
      page('store-order-product-add'),
    );
    expect(await closed.findByText(/已完成或已关闭的预订/)).toBeTruthy();
  });
});
