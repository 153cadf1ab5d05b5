import { fakeNetwork, type FakeRoute } from '../support/fake-network';

// The mall's staff services as the server answers them (Connect JSON), for one
// store (11) of merchant 5: a gift set with one spec and two SKUs, a sale plan.

export const MALL = (method: string) => `/grpc/operator-store/mall.v1.MerchantMallService/${method}`;
export const ORDERS = (method: string) => `/grpc/operator-store/mall.v1.StoreMallOrderService/${method}`;
export const CONFIG = (method: string) => `/grpc/operator-store/mall.v1.StoreMallConfigService/${method}`;
const PERMITTED = '/grpc/private/store.v1.PermittedStoreService/QueryPermittedStores';

export const GIFT_SET = {
  model: { id: '301' },
  merchantId: '5',
  title: 'Mooncake gift set',
  quickCode: 'MC8',
  type: 'SET_MENU',
  stockMode: 'REAL',
  saleMode: 'NORMAL',
  status: 'LISTED',
  weight: 800,
  specList: [
    {
      id: '401',
      productId: '301',
      name: 'Flavour',
      valueList: [
        { id: '501', specId: '401', value: 'Lotus' },
        { id: '502', specId: '401', value: 'Red bean' },
      ],
    },
  ],
  skuList: [
    {
      id: '601',
      productId: '301',
      price: '16800',
      status: 'LISTED',
      specValueIdList: ['501'],
      stock: 20,
      soldCount: 5,
      minQuantity: 1,
    },
    {
      id: '602',
      productId: '301',
      price: '15850',
      status: 'UNLISTED',
      specValueIdList: ['502'],
      stock: 10,
      soldCount: 0,
      minQuantity: 1,
    },
  ],
};
export const WINE = {
  model: { id: '302' },
  merchantId: '5',
  title: 'Vintage wine',
  quickCode: 'W15',
  type: 'ORDER',
  stockMode: 'VIRTUAL',
  saleMode: 'NORMAL',
  status: 'UNLISTED',
};
export const PLAN = { id: '701', merchantId: '5', name: 'Mid-autumn', stockMode: 'REAL', skuCount: 1 };

/** A staff network of store 11 (merchant 5, Shanghai) with the mall's defaults; routes given replace them. */
export function mallStaffNetwork(routes: Record<string, FakeRoute> = {}) {
  return fakeNetwork({
    [PERMITTED]: {
      body: {
        list: [{ model: { id: '11' }, merchantId: '5', name: 'Jade Garden', timezone: 'Asia/Shanghai' }],
        total: 1,
      },
    },
    [MALL('ListMallProducts')]: { body: { list: [GIFT_SET, WINE], total: 2 } },
    [MALL('ListMallSalePlans')]: { body: { list: [PLAN] } },
    ...routes,
  });
}
