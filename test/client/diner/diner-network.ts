import { type BookingConfigSchema, type StoreSchema } from '@/gen/store/v1/store_pb';
import { BookingOrder_Status, type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import { type Init } from '../support/fake-network';

// Canned server answers for the diner pages' tests, typed by the proto messages
// (the network is faked only at the platform request function; see fake-network.ts).

export const P = {
  queryStores: '/grpc/public/store.v1.StoreService/QueryStores',
  collections: '/grpc/public/store.v1.StoreService/QueryStoreCollections',
  cities: '/grpc/public/store.v1.StoreService/ListStoreCities',
  ruleInfo: '/grpc/private/booking.v1.DinerAvailabilityService/GetBookingRuleInfo',
  earliest: '/grpc/private/booking.v1.DinerAvailabilityService/GetEarliestBookingDate',
  daily: '/grpc/private/booking.v1.DinerAvailabilityService/QueryDailyInventoryCount',
  inventory: '/grpc/private/booking.v1.DinerAvailabilityService/QueryBookingInventory',
  quote: '/grpc/private/booking.v1.DinerBookingQuoteService/QuoteBooking',
  userDiners: '/grpc/private/identity.v1.UserDinerService/ListUserDiners',
  createDiner: '/grpc/private/identity.v1.UserDinerService/CreateUserDiner',
  createOrder: '/grpc/private/booking.v1.DinerBookingOrderService/CreateBookingOrder',
  getOrder: '/grpc/private/booking.v1.DinerBookingOrderService/GetMyBookingOrder',
  myOrders: '/grpc/private/booking.v1.DinerBookingOrderService/QueryMyBookingOrders',
  articles: '/grpc/public/content.v1.ArticleService/ListArticles',
  menus: '/grpc/public/content.v1.StoreMenuService/ListStoreMenus',
} as const;

export const BOOKING_CONFIG: Init<typeof BookingConfigSchema> = {
  notice: { text: { content: 'Smart casual, please.' } },
  minAdvanceBookingDay: 0,
  maxAdvanceBookingDay: 60,
  latestCancelDay: 1,
};

export const STORE: Init<typeof StoreSchema> = {
  model: { id: '7' },
  merchantId: '3',
  name: 'Jade Garden · Central',
  timezone: 'Asia/Hong_Kong',
  currency: 'HKD',
  profile: { city: 'Hong Kong', address: '9 Queen’s Road Central', phone: '+852 2810 0000', perCapitaPrice: '45000' },
  bookingConfig: BOOKING_CONFIG,
  isBookingReady: true,
};

export const ORDER: Init<typeof BookingOrderSchema> = {
  model: { id: '55' },
  orderNo: 'BK0000000055',
  bookingCode: '12345678',
  storeId: '7',
  status: BookingOrder_Status.WAIT_STORE_CONFIRM,
  adultCount: 2,
  peopleCount: 2,
  reservationDate: '2027-02-02',
  reservationStartSecond: 64800,
  diner: { lastName: 'Li' },
  depositAmount: '0',
  paidAmount: '0',
  netPaidAmount: '0',
};
