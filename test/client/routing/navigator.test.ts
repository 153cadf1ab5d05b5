import Taro from '@tarojs/taro';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import { createTestStore } from '../support/test-store';

type Page = { route: string };

describe('navigator', () => {
  let pages: Page[];
  const calls: Array<[string, unknown]> = [];

  beforeEach(() => {
    pages = [{ route: 'pages/home/index' }];
    calls.length = 0;
    jest.spyOn(Taro, 'getCurrentPages').mockImplementation(() => pages as never);
    for (const api of ['navigateTo', 'redirectTo', 'reLaunch', 'navigateBack'] as const) {
      jest.spyOn(Taro, api).mockImplementation(async (options?: unknown) => {
        calls.push([api, options]);
        return { errMsg: `${api}:ok` } as never;
      });
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it('carries the global query parameters on every navigation', async () => {
    const store = createTestStore();
    store.applyLaunchQuery({ merchantId: '4', platformClientConfigId: '2', ownerOperatorKey: 'USER:1', other: 'x' });
    await store.navigator.navigateTo('/pages/sub-user/setting/index');
    await store.navigator.redirectTo('/pages/sub-user/store-detail/index?storeId=1');
    await store.navigator.reLaunch('/pages/home/index');
    expect(calls).toEqual([
      [
        'navigateTo',
        { url: '/pages/sub-user/setting/index?ownerOperatorKey=USER%3A1&platformClientConfigId=2&merchantId=4' },
      ],
      [
        'redirectTo',
        {
          url: '/pages/sub-user/store-detail/index?storeId=1&ownerOperatorKey=USER%3A1&platformClientConfigId=2&merchantId=4',
        },
      ],
      ['reLaunch', { url: '/pages/home/index?ownerOperatorKey=USER%3A1&platformClientConfigId=2&merchantId=4' }],
    ]);
  });

  it.each([
    ['USER', '/pages/home/index'],
    // Merchant mode's home tab is the operation tab: never the store-home address.
    ['STORE', MERCHANT_TAB_ROUTES.operation],
    ['MERCHANT', MERCHANT_TAB_ROUTES.operation],
  ] as const)('back without history goes home; as %s to %s', async (type, url) => {
    const store = createTestStore();
    store.operator.setType(type);
    await store.navigator.back();
    expect(calls).toEqual([['reLaunch', { url }]]);
  });

  it('back with history goes back one page', async () => {
    pages = [{ route: 'pages/home/index' }, { route: 'pages/sub-user/setting/index' }];
    await createTestStore().navigator.back();
    expect(calls).toEqual([['navigateBack', { delta: 1 }]]);
  });

  it('refuses store-order-detail while on booking-order-detail, and allows it elsewhere', async () => {
    const store = createTestStore();
    pages = [{ route: 'pages/sub-store/booking-order-detail/index' }];
    expect(await store.navigator.navigateTo('/pages/sub-merchant/store-order-detail/index?id=1')).toBe(false);
    expect(await store.navigator.redirectTo('/pages/sub-merchant/store-order-detail/index?id=1')).toBe(false);
    expect(calls).toEqual([]);
    pages = [{ route: 'pages/sub-store/booking-home/index' }];
    expect(await store.navigator.navigateTo('/pages/sub-merchant/store-order-detail/index?id=1')).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
