import {
  MallProduct_Status,
  MallSku_Status,
  ProductType,
  SaleMode,
  StockMode,
  type MallProductSchema,
  type MallSpecSchema,
  type MallSalePlanSchema,
} from '@/gen/mall/v1/mall_pb';
import { PermittedStoreService } from '@/gen/store/v1/store_query_service_pb';
import { MerchantMallService } from '@/gen/mall/v1/merchant_mall_service_pb';
import { answer, fakeNetwork, type CannedRoutes, type Init } from '../support/fake-network';

// The mall's staff services as the server answers them (typed by the protos), for one
// store (11) of merchant 5: a gift set with one spec and two SKUs, a sale plan.

export const MALL = (method: string) => `/grpc/operator-store/mall.v1.MerchantMallService/${method}`;
export const ORDERS = (method: string) => `/grpc/operator-store/mall.v1.StoreMallOrderService/${method}`;
export const CONFIG = (method: string) => `/grpc/operator-store/mall.v1.StoreMallConfigService/${method}`;

/** The gift set's one spec, two values. */
export const GIFT_SPEC: Init<typeof MallSpecSchema> = {
  id: '401',
  productId: '301',
  name: 'Flavour',
  valueList: [
    { id: '501', specId: '401', value: 'Lotus' },
    { id: '502', specId: '401', value: 'Red bean' },
  ],
};

export const GIFT_SET: Init<typeof MallProductSchema> = {
  model: { id: '301' },
  merchantId: '5',
  title: 'Mooncake gift set',
  quickCode: 'MC8',
  type: ProductType.SET_MENU,
  stockMode: StockMode.REAL,
  saleMode: SaleMode.NORMAL,
  status: MallProduct_Status.LISTED,
  weight: 800,
  specList: [GIFT_SPEC],
  skuList: [
    {
      id: '601',
      productId: '301',
      price: '16800',
      status: MallSku_Status.LISTED,
      specValueIdList: ['501'],
      stock: 20,
      soldCount: 5,
      minQuantity: 1,
    },
    {
      id: '602',
      productId: '301',
      price: '15850',
      status: MallSku_Status.UNLISTED,
      specValueIdList: ['502'],
      stock: 10,
      soldCount: 0,
      minQuantity: 1,
    },
  ],
};
export const WINE: Init<typeof MallProductSchema> = {
  model: { id: '302' },
  merchantId: '5',
  title: 'Vintage wine',
  quickCode: 'W15',
  type: ProductType.ORDER,
  stockMode: StockMode.VIRTUAL,
  saleMode: SaleMode.NORMAL,
  status: MallProduct_Status.UNLISTED,
};
export const PLAN: Init<typeof MallSalePlanSchema> = {
  id: '701',
  merchantId: '5',
  name: 'Mid-autumn',
  stockMode: StockMode.REAL,
  skuCount: 1,
};

/** A staff network of store 11 (merchant 5, Shanghai) with the mall's defaults; routes given replace them. */
export function mallStaffNetwork(routes: CannedRoutes = []) {
  return fakeNetwork([
    answer(PermittedStoreService.method.queryPermittedStores, {
      list: [{ model: { id: '11' }, merchantId: '5', name: 'Jade Garden', timezone: 'Asia/Shanghai' }],
      total: 1,
    }),
    answer(MerchantMallService.method.listMallProducts, { list: [GIFT_SET, WINE], total: 2 }),
    answer(MerchantMallService.method.listMallSalePlans, { list: [PLAN] }),
    ...routes,
  ]);
}
