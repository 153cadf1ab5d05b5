'use strict';
// diner app: canned answers for the diner pages, in the Connect JSON
// the real server sends. A store in Hong Kong, an order for it, a menu, an article.

const day = (offset) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

const STORE = {
  model: { id: '1' },
  merchantId: '1',
  name: 'Smoke Garden',
  timezone: 'Asia/Hong_Kong',
  profile: {
    city: 'Hong Kong',
    address: '9 Queen Road',
    phone: '+852 2810 0000',
    mainCuisine: 'Chinese',
    subCuisine: 'Cantonese',
    perCapitaPrice: '45000',
    latitude: 22.28,
    longitude: 114.15,
  },
  image: { environmentList: [], dishList: [] },
  bookingConfig: {
    notice: { text: { content: 'Smart casual, please.' } },
    minAdvanceBookingDay: 0,
    maxAdvanceBookingDay: 60,
    latestCancelDay: 1,
  },
  isBookingReady: true,
};

const ORDER = {
  model: { id: '1' },
  orderNo: 'BK0000000001',
  bookingCode: '48271357',
  storeId: '1',
  status: 'WAIT_DEPOSIT_PAYMENT',
  adultCount: 6,
  peopleCount: 6,
  reservationDate: day(2),
  reservationStartSecond: 66600,
  diner: { lastName: 'Smoke', title: 'MR' },
  depositAmount: '60000',
  paidAmount: '0',
  netPaidAmount: '0',
  dinerRemark: 'Window seat',
  depositExpireTime: new Date(Date.now() + 1800000).toISOString(),
  cancelDeadlineTime: new Date(Date.now() + 86400000).toISOString(),
};

const SLOTS = {
  storeShiftId: '2',
  name: 'Dinner',
  startSecond: 63000,
  endSecond: 79200,
  slotList: [
    { startSecond: 63000, endSecond: 70200, state: 'AVAILABLE', freeTableItemCount: 3 },
    { startSecond: 64800, endSecond: 72000, state: 'TAKEN' },
  ],
};

const post = (path, body) => ({ method: 'POST', path, body });

module.exports = [
  post('/grpc/public/store.v1.StoreService/QueryStores', { list: [STORE], total: 1 }),
  post('/grpc/public/store.v1.StoreService/ListStoreCities', { list: ['Hong Kong'] }),
  post('/grpc/public/store.v1.StoreService/QueryStoreCollections', {
    list: [{ model: { id: '1' }, name: 'Smoke collection', storeIdList: ['1'] }],
    total: 1,
  }),
  post('/grpc/public/content.v1.StoreMenuService/ListStoreMenus', {
    list: [
      { model: { id: '1' }, storeId: '1', name: 'Smoke tasting menu', kind: 'SET_MENU', price: '68800', itemCount: 2 },
    ],
  }),
  post('/grpc/public/content.v1.StoreMenuService/GetStoreMenu', {
    menu: {
      model: { id: '1' },
      name: 'Smoke tasting menu',
      kind: 'SET_MENU',
      price: '68800',
      itemList: [
        { name: 'Drunken chicken', price: '0' },
        { name: 'Xiaolongbao', price: '6800' },
      ],
    },
  }),
  post('/grpc/public/content.v1.ArticleService/ListArticles', {
    list: [{ model: { id: '1' }, title: 'Smoke story', summary: 'Since 2008', type: 'ARTICLE' }],
    total: 1,
  }),
  post('/grpc/public/content.v1.ArticleService/GetArticle', {
    article: { model: { id: '1' }, title: 'Smoke story', content: 'One kitchen.\n\nTwo cities.' },
  }),
  post('/grpc/private/booking.v1.DinerAvailabilityService/GetBookingRuleInfo', {
    info: { rule: { minPeople: 1, maxPeople: 12 }, minDate: day(0), maxDate: day(60), timezone: 'Asia/Hong_Kong' },
  }),
  post('/grpc/private/booking.v1.DinerAvailabilityService/GetEarliestBookingDate', { date: day(1) }),
  post('/grpc/private/booking.v1.DinerAvailabilityService/QueryDailyInventoryCount', {
    list: [
      { date: day(1), availability: 'AVAILABLE' },
      { date: day(2), availability: 'FULL' },
    ],
  }),
  post('/grpc/private/booking.v1.DinerAvailabilityService/QueryBookingInventory', { list: [SLOTS] }),
  post('/grpc/private/booking.v1.DinerBookingQuoteService/QuoteBooking', {
    depositAmount: '60000',
    depositExpiryMinute: 30,
    latestCancelDay: 1,
    cancelDeadlineTime: new Date(Date.now() + 86400000).toISOString(),
  }),
  post('/grpc/private/identity.v1.UserDinerService/ListUserDiners', {
    list: [{ lastName: 'Smoke', phone: '13800000001' }],
  }),
  post('/grpc/private/booking.v1.DinerBookingOrderService/GetMyBookingOrder', { order: ORDER }),
  post('/grpc/private/booking.v1.DinerBookingOrderService/QueryMyBookingOrders', { list: [ORDER], total: 1 }),
  post('/grpc/private/payment.v1.DinerPaymentConfigService/GetPaymentConfig', {
    amount: '60000',
    currency: 'HKD',
    expireTime: new Date(Date.now() + 1800000).toISOString(),
    optionList: [{ channel: 'WECHATPAY', method: 'WECHAT_PAY' }],
  }),
  post('/grpc/public/payment.v1.PublicTransactionService/GetAnonymousTransactionInfo', {
    info: { transactionNo: 'T1', status: 'SUCCESS', purpose: 'BOOKING_ORDER_DEPOSIT', subjectId: '1', amount: '60000' },
  }),
  post('/grpc/private/booking.v1.DinerBookingOrderShareService/CreateBookingOrderShare', {
    shareToken: 'smoke-share-token-0001',
  }),
  post('/grpc/public/booking.v1.PublicBookingOrderShareService/GetSharedBookingOrder', {
    order: {
      storeId: '1',
      storeName: 'Smoke Garden',
      timezone: 'Asia/Hong_Kong',
      reservationDate: day(2),
      reservationStartSecond: 66600,
      peopleCount: 6,
      hostLastName: 'Smoke',
      hostTitle: 'MR',
    },
  }),
];
module.exports.ORDER_DATE = ORDER.reservationDate;
