import { DinerPaymentConfigService } from '@/gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel } from '@/gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@/gen/payment/v1/public_transaction_service_pb';
import {
  MallProduct_Status,
  MallSku_Status,
  ProductType,
  SaleMode,
  StockMode,
  type DeliveryAddressSchema,
  type MallProductSchema,
} from '@/gen/mall/v1/mall_pb';
import { MallOrder_Status, type MallOrderItemSchema, type MallOrderSchema } from '@/gen/mall/v1/mall_order_pb';
import { answer, timestamp, type CannedRoute, type Init } from '../support/fake-network';

// A gift set as PublicMallService answers it: two specs, three listed SKUs
// and one unlisted (red bean in a box of 4), counted stock.
export const STORE_ID = '1';
export const PUBLIC = '/grpc/public/mall.v1.PublicMallService';
export const ORDERS = '/grpc/operator-user/mall.v1.DinerMallOrderService';
export const ADDRESSES = '/grpc/operator-user/mall.v1.DinerDeliveryAddressService';
export const PAYMENT_CONFIG = '/grpc/private/payment.v1.DinerPaymentConfigService/GetPaymentConfig';
export const CREATE_TRANSACTION = '/grpc/public/payment.v1.PublicTransactionService/CreateTransaction';

export const GIFT_SET: Init<typeof MallProductSchema> = {
  model: { id: '40' },
  merchantId: '9',
  currency: 'CNY',
  title: 'Mid-Autumn Gift Set',
  subtitle: 'Handmade mooncakes',
  description: 'Baked in our kitchen the week before the festival.',
  cover: { url: 'https://cdn.test/gift.jpg' },
  carouselList: [{ url: 'https://cdn.test/gift-1.jpg' }, { url: 'https://cdn.test/gift-2.jpg' }],
  type: ProductType.ORDER,
  stockMode: StockMode.REAL,
  saleMode: SaleMode.NORMAL,
  status: MallProduct_Status.LISTED,
  specList: [
    {
      id: '1',
      productId: '40',
      name: 'Flavour',
      valueList: [
        { id: '11', specId: '1', value: 'Lotus' },
        { id: '12', specId: '1', value: 'Red bean' },
      ],
    },
    {
      id: '2',
      productId: '40',
      name: 'Box',
      valueList: [
        { id: '21', specId: '2', value: '4 pieces' },
        { id: '22', specId: '2', value: '8 pieces' },
      ],
    },
  ],
  skuList: [
    {
      id: '401',
      productId: '40',
      price: '12800',
      status: MallSku_Status.LISTED,
      specValueIdList: ['11', '21'],
      stock: 50,
      soldCount: 0,
      minQuantity: 1,
      maxQuantity: 0,
    },
    {
      id: '402',
      productId: '40',
      price: '22800',
      status: MallSku_Status.LISTED,
      specValueIdList: ['11', '22'],
      stock: 10,
      soldCount: 2,
      minQuantity: 2,
      maxQuantity: 5,
    },
    {
      id: '403',
      productId: '40',
      price: '21800',
      status: MallSku_Status.LISTED,
      specValueIdList: ['12', '22'],
      stock: 3,
      soldCount: 3,
      minQuantity: 1,
      maxQuantity: 0,
    },
    {
      id: '404',
      productId: '40',
      price: '11800',
      status: MallSku_Status.UNLISTED,
      specValueIdList: ['12', '21'],
      stock: 50,
      soldCount: 0,
      minQuantity: 1,
      maxQuantity: 0,
    },
  ],
};

export const HOME: Init<typeof DeliveryAddressSchema> = {
  id: '5',
  province: '上海市',
  city: '上海市',
  district: '黄浦区',
  detail: '中山东一路 1 号',
  contact: '李雷',
  phoneRegionCode: '86',
  phone: '13800138000',
  isDefault: true,
};
export const PICK_UP: Init<typeof DeliveryAddressSchema> = {
  ...HOME,
  id: '6',
  isDefault: false,
  selfDelivery: true,
  contact: '韩梅梅',
};

/** A cart line as the cart keeps it on the device. */
export const cartLine = (over: Record<string, unknown> = {}) => ({
  skuId: '402',
  productId: '40',
  title: 'Mid-Autumn Gift Set',
  specText: 'Lotus / 8 pieces',
  coverUrl: '',
  seenUnitPrice: '22800',
  currency: 'CNY',
  quantity: 2,
  min: 2,
  max: 5,
  ...over,
});

export const orderItem = (over: Partial<Init<typeof MallOrderItemSchema>> = {}): Init<typeof MallOrderItemSchema> => ({
  id: '900',
  productId: '40',
  skuId: '402',
  productTitle: 'Mid-Autumn Gift Set',
  specText: 'Lotus / 8 pieces',
  unitPrice: '22800',
  quantity: 2,
  amount: '45600',
  ...over,
});

export const mallOrder = (over: Partial<Init<typeof MallOrderSchema>> = {}): Init<typeof MallOrderSchema> => ({
  model: { id: '77', createTime: timestamp('2026-09-20T02:00:00Z') },
  merchantId: '9',
  storeId: STORE_ID,
  storeName: 'Jade Garden · The Bund',
  status: MallOrder_Status.WAIT_PAYMENT,
  itemList: [orderItem()],
  address: HOME,
  totalAmount: '45600',
  currency: 'CNY',
  timezone: 'Asia/Shanghai',
  ...over,
});

export const paymentRoutes = (): CannedRoute[] => [
  answer(DinerPaymentConfigService.method.getPaymentConfig, { optionList: [{ channel: PaymentChannel.SANDBOX }] }),
  answer(PublicTransactionService.method.createTransaction, {
    transaction: { transactionNo: 'T1' },
    payParams: { kind: { case: 'cashierUrl', value: 'https://pay.test/c' } },
  }),
];
