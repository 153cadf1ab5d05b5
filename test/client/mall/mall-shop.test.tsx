import { PublicMallService } from '@/gen/mall/v1/public_mall_service_pb';
import { DinerDeliveryAddressService } from '@/gen/mall/v1/diner_delivery_address_service_pb';
import { DinerMallOrderService } from '@/gen/mall/v1/diner_mall_order_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import MallCartPage from '@/pages/sub-user/mall-cart/index';
import MallCheckoutPage from '@/pages/sub-user/mall-checkout/index';
import MallProductDetailPage from '@/pages/sub-user/mall-product-detail/index';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { KeyValueStorage, PaymentRequest } from '@/platform';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoutes, type Init, refusal } from '../support/fake-network';
import { type MallProductSchema } from '@/gen/mall/v1/mall_pb';
import { watchNavigation } from '../support/host-navigation';
import { cancelModal, confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { bodyOf, callsTo } from '../support/identity-network';
import { createTestStore } from '../support/test-store';
import { STORE } from '../diner/diner-network';
import {
  CREATE_TRANSACTION,
  GIFT_SET,
  HOME,
  mallOrder,
  orderItem,
  ORDERS,
  PAYMENT_CONFIG,
  paymentRoutes,
  PICK_UP,
  PUBLIC,
  STORE_ID,
  cartLine,
} from './mall-fixtures';

// The diner's shop: one value per spec picks the SKU (price, stock, limits),
// the cart keeps quantities within the SKU's limits and asks before removing,
// and checkout shows a changed price before making the order, then pays with
// purpose MALL_ORDER.
const CART_KEY = `mall-cart:${STORE_ID}`;

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

function boot(
  page: Parameters<typeof bootPage>[0],
  routes: CannedRoutes,
  params: Record<string, string>,
  storage: KeyValueStorage = createMemoryStorage(),
  requestPayment?: (p: PaymentRequest) => Promise<'paid'>,
) {
  const network = fakeNetwork([answer(PublicMallService.method.getMallProduct, { product: GIFT_SET }), ...routes]);
  const store = createTestStore({
    request: network.request,
    storage,
    platform: requestPayment ? { requestPayment } : {},
  });
  return { open: bootPage(page, { diner: true, params, store }), network, storage };
}

const chip = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll<HTMLElement>('[data-testid="mall-spec-value"]')].find((c) => c.textContent === text)!;
const tap = (el: Element) =>
  act(async () => {
    fireEvent.click(el);
  });
const storedCart = (storage: KeyValueStorage) =>
  JSON.parse(storage.get(CART_KEY) ?? '[]') as Array<{ quantity: number }>;

describe('mall-product-detail', () => {
  it('picks the SKU of the chosen values, with its price and stock; an unlisted combination cannot be picked', async () => {
    const { open } = boot(MallProductDetailPage, [], { storeId: STORE_ID, productId: '40' });
    const { container, findByText } = await open;
    expect(await findByText('Mid-Autumn Gift Set')).toBeTruthy();
    // Nothing chosen yet: no price and nothing to buy.
    expect(container.querySelector('[data-testid="mall-price"]')).toBeNull();
    expect(container.querySelector('.mall-detail__buy')?.className).toContain('disabled');

    await tap(chip(container, 'Red bean'));
    // Red bean in a box of 4 is not on sale.
    expect(chip(container, '4 pieces').className).toContain('chip--disabled');
    await tap(chip(container, '4 pieces'));
    expect(chip(container, '4 pieces').className).not.toContain('chip--active');
    await tap(chip(container, '8 pieces'));
    expect(container.querySelector('[data-testid="mall-price"]')?.textContent).toBe('¥218');
    expect(container.querySelector('[data-testid="mall-stock"]')?.textContent).toBe('已售罄');
    expect(container.querySelector('.mall-detail__buy')?.textContent).toBe('已售罄');

    await tap(chip(container, 'Lotus'));
    expect(container.querySelector('[data-testid="mall-price"]')?.textContent).toBe('¥228');
    expect(container.querySelector('[data-testid="mall-stock"]')?.textContent).toBe('剩余 8 件');
    expect(container.querySelector('.mall-detail__limits')?.textContent).toBe('每单 2–5 件');
  });

  it("keeps the quantity within the SKU's min and max and puts that many in the cart", async () => {
    const { open, storage } = boot(MallProductDetailPage, [], { storeId: STORE_ID, productId: '40' });
    const { container, findByText } = await open;
    await findByText('Mid-Autumn Gift Set');
    await tap(chip(container, 'Lotus'));
    await tap(chip(container, '8 pieces'));
    const value = () => container.querySelector('.qty-stepper__value')?.textContent;
    expect(value()).toBe('2');
    await tap(container.querySelector('.qty-stepper__minus')!);
    expect(value()).toBe('2');
    for (let i = 0; i < 6; i++) await tap(container.querySelector('.qty-stepper__plus')!);
    expect(value()).toBe('5');
    await tap(container.querySelector('.mall-detail__add')!);
    expect(storedCart(storage)).toEqual([
      expect.objectContaining({ skuId: '402', quantity: 5, seenUnitPrice: '22800', specText: 'Lotus / 8 pieces' }),
    ]);
    expect(container.querySelector('.mall-detail__cart')?.textContent).toBe('购物车(5)');
  });

  it("speaks the reader's language: title, specs and values where staff gave them, and the cart line keeps them", async () => {
    const intl = (zhHans: string) => ({ zhHans, zhHant: '', en: '' });
    const translated: Init<typeof MallProductSchema> = {
      ...GIFT_SET,
      intlTitle: { zhHans: '中秋礼盒', zhHant: '中秋禮盒', en: '' },
      specList: [
        GIFT_SET.specList![0],
        {
          id: '2',
          productId: '40',
          name: 'Box',
          intlName: intl('盒装'),
          valueList: [
            { id: '21', specId: '2', value: '4 pieces', intlValue: intl('4个装') },
            { id: '22', specId: '2', value: '8 pieces', intlValue: intl('8个装') },
          ],
        },
      ],
    };
    const routes = [answer(PublicMallService.method.getMallProduct, { product: translated })];
    const { open, storage } = boot(MallProductDetailPage, routes, { storeId: STORE_ID, productId: '40' });
    const { container, findByText, store } = await open;
    expect(await findByText('中秋礼盒')).toBeTruthy();
    const names = () => [...container.querySelectorAll('.mall-spec__name')].map((e) => e.textContent);
    // The untranslated spec keeps its own name; the translated one reads in Chinese.
    expect(names()).toEqual(['请选择Flavour', '请选择盒装']);
    await tap(chip(container, 'Lotus'));
    await tap(chip(container, '8个装'));
    await tap(container.querySelector('.mall-detail__add')!);
    expect(storedCart(storage)).toEqual([
      expect.objectContaining({
        specText: 'Lotus / 8 pieces',
        specIntlText: { zhHans: 'Lotus / 8个装', zhHant: 'Lotus / 8个装', en: 'Lotus / 8 pieces' },
        intlTitle: expect.objectContaining({ zhHant: '中秋禮盒' }),
      }),
    ]);
    await act(async () => store.settings.setLanguage('en'));
    await waitFor(() =>
      expect(container.querySelector('.mall-detail__title')?.textContent).toBe('Mid-Autumn Gift Set'),
    );
    expect(chip(container, '8 pieces')).toBeTruthy();
    await act(async () => store.settings.setLanguage('zh-Hans'));
  });

  it("shows a Hong Kong store's product in HKD, asked for at that store, and its cart line keeps the currency", async () => {
    const hkd = answer(PublicMallService.method.getMallProduct, { product: { ...GIFT_SET, currency: 'HKD' } });
    const { open, storage, network } = boot(MallProductDetailPage, [hkd], { storeId: STORE_ID, productId: '40' });
    const { container, findByText } = await open;
    await findByText('Mid-Autumn Gift Set');
    expect(bodyOf(callsTo(network.calls, `${PUBLIC}/GetMallProduct`)[0])).toMatchObject({
      productId: '40',
      storeId: STORE_ID,
    });
    await tap(chip(container, 'Lotus'));
    await tap(chip(container, '8 pieces'));
    expect(container.querySelector('[data-testid="mall-price"]')?.textContent).toBe('HK$228');
    await tap(container.querySelector('.mall-detail__add')!);
    expect(storedCart(storage)).toEqual([expect.objectContaining({ skuId: '402', currency: 'HKD' })]);
  });

  it('buy now goes to checkout with only the chosen SKU', async () => {
    const nav = watchNavigation();
    const { open } = boot(MallProductDetailPage, [], { storeId: STORE_ID, productId: '40' });
    const { container, findByText } = await open;
    await findByText('Mid-Autumn Gift Set');
    await tap(chip(container, 'Lotus'));
    await tap(chip(container, '4 pieces'));
    await tap(container.querySelector('.mall-detail__buy')!);
    expect(nav.opened()).toEqual(['/pages/sub-user/mall-checkout/index?storeId=1&skuId=401']);
  });
});

describe('mall-cart', () => {
  const withCart = () => {
    const storage = createMemoryStorage();
    // A Hong Kong store's cart: its amounts read in Hong Kong dollars.
    storage.set(CART_KEY, JSON.stringify([cartLine({ quantity: 4, currency: 'HKD' })]));
    return storage;
  };

  it("changes quantities only within the SKU's limits and keeps them on the device", async () => {
    const { open, storage } = boot(MallCartPage, [], { storeId: STORE_ID }, withCart());
    const { container } = await open;
    const value = () => container.querySelector('.qty-stepper__value')?.textContent;
    expect(container.querySelector('[data-testid="mall-cart-total"]')?.textContent).toBe('合计 HK$912');
    await tap(container.querySelector('.qty-stepper__plus')!);
    await tap(container.querySelector('.qty-stepper__plus')!);
    expect(value()).toBe('5');
    for (let i = 0; i < 5; i++) await tap(container.querySelector('.qty-stepper__minus')!);
    expect(value()).toBe('2');
    expect(storedCart(storage)[0].quantity).toBe(2);
    expect(container.querySelector('[data-testid="mall-cart-total"]')?.textContent).toBe('合计 HK$456');
  });

  it('removes an item only after the diner confirms', async () => {
    const { open, storage } = boot(MallCartPage, [], { storeId: STORE_ID }, withCart());
    const { container, findByText } = await open;
    fireEvent.click(container.querySelector('.mall-line__remove')!);
    await waitFor(() => expect(modalText()).toBe('从购物车删除「Mid-Autumn Gift Set」？'));
    await act(async () => cancelModal());
    expect(container.querySelectorAll('[data-testid="mall-line"]')).toHaveLength(1);
    fireEvent.click(container.querySelector('.mall-line__remove')!);
    await waitFor(() => expect(modalText()).toBe('从购物车删除「Mid-Autumn Gift Set」？'));
    await act(async () => confirmModal());
    expect(await findByText('购物车是空的')).toBeTruthy();
    expect(storage.get(CART_KEY)).toBeNull();
  });
});

describe('mall-checkout', () => {
  const cartOfTwo = () => {
    const storage = createMemoryStorage();
    storage.set(CART_KEY, JSON.stringify([cartLine({ quantity: 2 })]));
    return storage;
  };
  const routes = (): CannedRoutes => [
    answer(DinerDeliveryAddressService.method.queryDeliveryAddresses, { list: [PICK_UP, HOME] }),
    answer(DinerMallOrderService.method.previewMallOrder, {
      itemList: [orderItem({ unitPrice: '23800', amount: '47600' })],
      totalAmount: '47600',
      priceChanged: true,
      currency: 'CNY',
      deliveryAvailable: true,
      selfPickupAvailable: true,
    }),
    answer(DinerMallOrderService.method.createMallOrder, { order: mallOrder({ totalAmount: '47600' }) }),
    ...paymentRoutes(),
  ];

  it('shows a changed price and the new total before anything is ordered; pick-up is shown as such', async () => {
    const { open, network, storage } = boot(MallCheckoutPage, routes(), { storeId: STORE_ID }, cartOfTwo());
    const { container, findByTestId } = await open;
    expect((await findByTestId('mall-price-changed')).textContent).toContain('Mid-Autumn Gift Set：¥228 → ¥238');
    expect(container.querySelector('[data-testid="mall-checkout-total"]')?.textContent).toBe('合计 ¥476');
    expect(callsTo(network.calls, `${ORDERS}/CreateMallOrder`)).toHaveLength(0);
    // The cart now holds the price the diner has seen.
    expect(JSON.parse(storage.get(CART_KEY)!)[0].seenUnitPrice).toBe('23800');
    const addresses = [...container.querySelectorAll('[data-testid="mall-address"]')];
    // The default first, and chosen.
    expect(addresses[0].textContent).toContain('李雷');
    expect(addresses[0].className).toContain('mall-address--chosen');
    expect(addresses[1].textContent).toContain('到店自提');
  });

  it('creates the order at the seen price, pays with purpose MALL_ORDER and opens the order waiting for that payment', async () => {
    const paid: string[] = [];
    const nav = watchNavigation();
    const { open, network, storage } = boot(
      MallCheckoutPage,
      routes(),
      { storeId: STORE_ID },
      cartOfTwo(),
      async (p) => {
        paid.push(p.cashierUrl);
        return 'paid';
      },
    );
    const { container, findByTestId } = await open;
    await findByTestId('mall-price-changed');
    // Taro's textarea sends its value in the input event's detail, as the host does.
    await act(async () => {
      container
        .querySelector('.mall-checkout__remark')!
        .dispatchEvent(new CustomEvent('input', { detail: { value: 'Leave at reception' }, bubbles: true }));
    });
    await tap(container.querySelector('.mall-checkout__confirm')!);
    // Paid: the order's page waits for that payment's result.
    await waitFor(() =>
      expect(nav.opened()).toEqual(['/pages/sub-user/mall-order-detail/index?id=77&transactionNo=T1']),
    );
    expect(bodyOf(callsTo(network.calls, `${ORDERS}/CreateMallOrder`)[0])).toMatchObject({
      storeId: STORE_ID,
      lineList: [{ skuId: '402', quantity: 2, seenUnitPrice: '23800' }],
      deliveryAddressId: '5',
      remark: 'Leave at reception',
    });
    expect(bodyOf(callsTo(network.calls, PAYMENT_CONFIG)[0])).toMatchObject({ purpose: 'MALL_ORDER', subjectId: '77' });
    expect(bodyOf(callsTo(network.calls, CREATE_TRANSACTION)[0])).toMatchObject({
      purpose: 'MALL_ORDER',
      subjectId: '77',
      channel: 'SANDBOX',
      returnPath: '/app/pages/sub-user/mall-order-detail/index?id=77',
    });
    expect(paid).toEqual(['https://pay.test/c']);
    expect(storage.get(CART_KEY)).toBeNull();
  });

  it("shows the server's refusal ('stock not enough') and makes nothing", async () => {
    const { open, network } = boot(
      MallCheckoutPage,
      [
        ...routes(),
        answer(DinerMallOrderService.method.createMallOrder, refusal('failed_precondition', 'stock not enough', 409)),
      ],
      { storeId: STORE_ID },
      cartOfTwo(),
    );
    const { container, findByTestId } = await open;
    await findByTestId('mall-price-changed');
    await tap(container.querySelector('.mall-checkout__confirm')!);
    await waitFor(() => expect(document.querySelector('.taro__toast')?.textContent).toBe('库存不足'));
    expect(callsTo(network.calls, PAYMENT_CONFIG)).toHaveLength(0);
  });
});

describe('the store page', () => {
  const storePage = (products: Init<typeof MallProductSchema>[]) => {
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(StoreMenuService.method.listStoreMenus, { list: [] }),
      answer(ArticleService.method.listArticles, { list: [], total: 0 }),
      answer(PublicMallService.method.queryMallProducts, { list: products, total: products.length }),
    ]);
    const open = bootPage(StoreDetailPage, {
      store: createTestStore({ request: network.request }),
      params: { storeId: '7' },
    });
    return { open, nav, network };
  };

  it("shows the merchant's products with their lowest price and opens one", async () => {
    // Listed for the Hong Kong store: in its currency.
    const { open, nav, network } = storePage([{ ...GIFT_SET, currency: 'HKD' }]);
    const { container, findByTestId } = await open;
    const block = await findByTestId('mall-block');
    expect(block.textContent).toContain('Mid-Autumn Gift Set');
    expect(block.textContent).toContain('HK$128 起');
    expect(bodyOf(callsTo(network.calls, `${PUBLIC}/QueryMallProducts`)[0])).toMatchObject({ storeId: '7' });
    await tap(container.querySelector('[data-testid="mall-product"]')!);
    expect(nav.opened()).toEqual(['/pages/sub-user/mall-product-detail/index?storeId=7&productId=40']);
  });

  it('has no shop block when the merchant sells nothing', async () => {
    const { open, network } = storePage([]);
    const { container, findByText } = await open;
    expect(await findByText('Jade Garden · Central')).toBeTruthy();
    await waitFor(() => expect(callsTo(network.calls, `${PUBLIC}/QueryMallProducts`)).toHaveLength(1));
    expect(container.querySelector('[data-testid="mall-block"]')).toBeNull();
  });
});
