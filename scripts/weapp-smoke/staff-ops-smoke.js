'use strict';
// Staff app, bookings side: canned staff data for the weapp smoke
// test (a store, its tables and shifts, a day of bookings, one order with its log),
// the query each order page needs, and the texts each page must then show.

const h = (hours) => hours * 3600;
const P = '/grpc/private/';
const parse = (body) => {
  try {
    return JSON.parse(typeof body === 'string' ? body : '{}');
  } catch {
    return {};
  }
};

const STORE = { model: { id: '11' }, merchantId: '5', name: 'Smoke Garden', timezone: 'Asia/Shanghai' };
const table = (id, name, seats) => ({
  model: { id },
  name,
  seatCapacity: seats,
  status: 'NORMAL',
  tableCount: 1,
  itemList: [{ model: { id: `${id}01` }, storeTableId: id, name, sort: 1 }],
});
const TABLES = [table('31', 'VIP Room', 12), table('32', 'C1', 6), table('33', 'B1', 4)];
const SHIFTS = [
  { model: { id: '21' }, name: 'Lunch', startSecond: h(11), endSecond: h(14), deltaSecond: 1800, durationSecond: 5400 },
  {
    model: { id: '22' },
    name: 'Dinner',
    startSecond: h(17.5),
    endSecond: h(22),
    deltaSecond: 1800,
    durationSecond: 7200,
  },
];
const order = (id, date, over) => ({
  model: { id },
  orderNo: `BK${id}`,
  bookingCode: `C${id}`,
  storeId: '11',
  status: 'WAIT_SERVICE',
  diner: { lastName: 'Wong', phone: '13900000011', phoneRegionCode: '86' },
  adultCount: 6,
  peopleCount: 6,
  reservationDate: date,
  storeShiftId: '21',
  reservationStartSecond: h(12),
  reservationEndSecond: h(13.5),
  storeTableItemIdList: ['3201'],
  depositAmount: '20000',
  paidAmount: '20000',
  netPaidAmount: '20000',
  ...over,
});
const dayOf = (req) => parse(req.body).startDate || parse(req.body).reservationDate || '2026-11-23';
const ordersOf = (date) => [
  order('1', date, {}),
  order('2', date, {
    status: 'WAIT_STORE_CONFIRM',
    diner: { lastName: 'Chan', phone: '13900000012', phoneRegionCode: '86' },
    adultCount: 4,
    peopleCount: 4,
    storeShiftId: '22',
    reservationStartSecond: h(18),
    reservationEndSecond: h(20),
    storeTableItemIdList: ['3301'],
  }),
];

// The order pages' orders by id: 1 seated with its deposit paid; the money pages also
// open 2 (deposit unpaid), 3 (final payment due) and 4 (finished, final payment paid).
const arrived = { arrivalTime: '2026-11-23T04:05:00Z' };
const ORDERS = {
  1: order('1', '2026-11-23', arrived),
  2: order('2', '2026-11-23', {
    status: 'WAIT_DEPOSIT_PAYMENT',
    paidAmount: '0',
    netPaidAmount: '0',
    depositExpireTime: '2099-01-01T00:00:00Z',
  }),
  3: order('3', '2026-11-23', {
    ...arrived,
    status: 'WAIT_FINAL_PAYMENT',
    finalPaymentAmount: '48000',
    finalPaymentDueAmount: '48000',
  }),
  4: order('4', '2026-11-23', {
    ...arrived,
    status: 'FINISHED',
    finalPaymentAmount: '48000',
    finalPaidAmount: '48000',
    finalRefundableAmount: '48000',
  }),
};

const answers = [
  {
    method: 'POST',
    path: `${P}store.v1.PermittedStoreService/QueryPermittedStores`,
    body: { list: [STORE], total: 1 },
  },
  { method: 'POST', path: `${P}booking.v1.StoreBookingBoardService/GetBookingDayVersion`, body: { version: 'smoke' } },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreBookingOrderService/QueryStoreBookingOrders`,
    respond: (req) => {
      const list = ordersOf(dayOf(req));
      return { body: { list, total: list.length } };
    },
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreBookingOrderService/GetStoreBookingOrder`,
    respond: (req) => ({ body: { order: ORDERS[parse(req.body).bookingOrderId] || ORDERS['1'] } }),
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreBookingOrderService/QueryBookingOrderLogs`,
    body: { list: [{ id: '1', type: 'CREATE', createTime: '2026-11-20T10:00:00Z', afterJson: '{}' }] },
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreBookingOrderService/CountDailyStatus`,
    respond: (req) => ({
      body: { list: [{ date: parse(req.body).endDate, list: [{ status: 'WAIT_SERVICE', count: 7 }] }] },
    }),
  },
  { method: 'POST', path: `${P}store.v1.StoreTableService/QueryTables`, body: { list: TABLES } },
  { method: 'POST', path: `${P}store.v1.StoreShiftService/QueryShifts`, body: { list: SHIFTS } },
  { method: 'POST', path: '/grpc/operator-store/store.v1.StoreFloorPlanService/QueryFloorPlans', body: { list: [] } },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreAvailabilityService/QueryUsedTableItems`,
    body: { list: [], notUsingList: [] },
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreAvailabilityService/QueryStoreDailyInventoryCount`,
    respond: (req) => ({
      body: { list: [{ date: parse(req.body).startDate, availability: 'AVAILABLE', count: 17, orderCount: 17 }] },
    }),
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreAvailabilityService/QueryStoreBookingInventory`,
    body: {
      list: [
        {
          storeShiftId: '22',
          name: 'Dinner',
          startSecond: h(17.5),
          endSecond: h(22),
          slotList: [{ startSecond: h(18), endSecond: h(20), state: 'AVAILABLE', freeTableItemCount: 2 }],
        },
      ],
    },
  },
  {
    method: 'POST',
    path: `${P}booking.v1.StoreAvailabilityService/QueryFreeTableItems`,
    body: { list: [{ storeTableItemId: '3101', name: 'VIP Room', seatCapacity: 12 }], suggestedItemIdList: ['3101'] },
  },
  {
    method: 'POST',
    path: '/grpc/booking/booking.v1.BookingTagService/QueryBookingOrderTags',
    body: { list: [{ model: { id: '41' }, content: 'VIP' }] },
  },
  {
    method: 'POST',
    path: '/grpc/booking/booking.v1.BookingTakerService/QueryBookingOrderTakers',
    body: { list: [{ model: { id: '51' }, name: 'Manager Wu' }] },
  },
  {
    method: 'POST',
    path: `${P}booking.v1.BookingChannelService/QueryBookingChannels`,
    body: { list: [{ model: { id: '61' }, name: 'Walk-in' }] },
  },
];

const ORDER_PAGES = [
  'store-order-detail',
  'store-order-cancel',
  'store-order-not-arrive',
  'store-order-update-table',
  'store-order-reschedule',
  'store-order-update-diner',
  'store-order-share-setting',
  'store-order-push',
  'store-order-deposit',
  'deposit-payment',
  'deposit-refund',
  'deposit-modify',
  'store-order-amount',
  'amount-confirm',
  'amount-payment',
  'amount-refund',
  'amount-forfeit',
];
const MONEY_ORDER = {
  'deposit-payment': '2',
  'deposit-modify': '2',
  'amount-payment': '3',
  'amount-refund': '4',
  'amount-forfeit': '4',
};
const queries = Object.fromEntries(
  ORDER_PAGES.map((p) => [`pages/sub-store/${p}/index`, { id: MONEY_ORDER[p] || '1' }]),
);

// Every order page names the order it acts on: "Wong · <date> 12:00 · C1 · 6人".
const orderLine = ['Wong', 'C1', '6人'];
const texts = {
  'pages/home/index': [],
  'pages/store/index': ['预订', '饭局', '订单', '客户', '配置', '报表', '团购订单', '包场申请'],
  // The management tab: the booking entries, then the store setup entry.
  'pages/admin/index': ['我的门店', 'Smoke Garden', '预订管理', '桌位与餐段', '桌位', '用餐人列表'],
  'pages/sub-store/booking-home/index': [
    'Smoke Garden',
    '时间轴',
    'VIP Room',
    '12:00 Wong 6',
    '18:00 Chan 4',
    '待确认',
  ],
  'pages/sub-store/booking-order-search/index': ['查订单', '手机号、姓名、订单号或预订码'],
  'pages/sub-store/store-search/index': ['切换门店', 'Smoke Garden'],
  'pages/sub-store/store-calendar-picker/index': ['选择日期', '单数', '17'],
  'pages/sub-store/store-calendar-picker-range/index': ['选择日期范围', '请选择开始日期'],
  'pages/sub-store/store-order-create-select/index': ['选择时间与桌位', 'Dinner', '18:00'],
  'pages/sub-store/store-order-create/index': ['新建预订', '手机号', 'VIP', 'Manager Wu', 'Walk-in', '按门店押金规则'],
  'pages/sub-store/store-order-detail/index': [
    '已到店',
    '客人到店后，确认到店会退还押金',
    'Wong',
    'C1',
    '设置尾款',
    '创建订单',
  ],
  'pages/sub-store/store-order-cancel/index': [...orderLine, '门店取消'],
  'pages/sub-store/store-order-not-arrive/index': [...orderLine, '尚余押金 ¥200，如何处理', '全部扣除', '全部退还'],
  'pages/sub-store/store-order-update-table/index': [...orderLine, 'VIP Room · 12座', 'Chan'],
  'pages/sub-store/store-order-reschedule/index': [...orderLine, '成人', '确认修改'],
  'pages/sub-store/store-order-update-diner/index': [...orderLine, '先生'],
  'pages/sub-store/store-order-share-setting/index': [...orderLine, '显示桌位'],
  'pages/sub-store/store-order-push/index': [...orderLine, '拨打电话'],
  'pages/sub-store/store-order-deposit/index': [...orderLine, '¥200', '押金退款', '押金抵扣消费', '押金与尾款记录'],
  'pages/sub-store/deposit-payment/index': [...orderLine, '现金', '刷卡', '确认已收押金 ¥200'],
  'pages/sub-store/deposit-refund/index': [...orderLine, '抵扣消费', '退还金额（元）', '全部退还 ¥200'],
  'pages/sub-store/deposit-modify/index': [...orderLine, '新的押金金额（元）', '保存押金'],
  'pages/sub-store/store-order-amount/index': [...orderLine, '已收押金 ¥200', '通知客人支付'],
  'pages/sub-store/amount-confirm/index': [...orderLine, '确认已结清'],
  'pages/sub-store/amount-payment/index': [...orderLine, '尾款待付', '确认已收尾款 ¥480'],
  'pages/sub-store/amount-refund/index': [...orderLine, '可退尾款', '最多 ¥480', '退还尾款'],
  'pages/sub-store/amount-forfeit/index': [...orderLine, '扣留金额（元）', '扣留尾款'],
  'pages/sub-store/booking-print-preview/index': ['打印预览', '打印设置', 'Smoke Garden', 'Wong', 'Chan', 'Lunch'],
};

module.exports = { answers, queries, texts };
