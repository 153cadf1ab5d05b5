import { BookingOrder_Status, DinerInfo_Title, type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import { PermittedStoreService } from '@/gen/store/v1/store_query_service_pb';
import { type StoreSchema } from '@/gen/store/v1/store_pb';
import { StoreBookingBoardService } from '@/gen/booking/v1/store_booking_board_service_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { StoreTable_Status, StoreTableService, type StoreTableSchema } from '@/gen/store/v1/table_pb';
import { StoreShiftService, type StoreShiftSchema } from '@/gen/store/v1/shift_pb';
import { StoreDailyMemoService, StoreFloorPlanService } from '@/gen/store/v1/store_day_service_pb';
import { StoreAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { CheckDinerRiskResponse_Level, MerchantDinerService } from '@/gen/crm/v1/merchant_diner_service_pb';
import { StoreOrderProductItemService } from '@/gen/booking/v1/order_product_item_service_pb';
import { BookingTagService } from '@/gen/booking/v1/booking_tag_service_pb';
import { BookingTakerService } from '@/gen/booking/v1/booking_taker_service_pb';
import { BookingChannelService } from '@/gen/booking/v1/booking_channel_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { answer, fakeNetwork, type CannedRoutes, type Init } from './fake-network';

// A store as the server answers it to staff, typed by the proto messages: two shifts, a few
// tables (one item each), orders of one day. Staff-app client tests fake the network
// with these and run everything above it for real.

export const P = {
  permitted: '/grpc/private/store.v1.PermittedStoreService/QueryPermittedStores',
  version: '/grpc/private/booking.v1.StoreBookingBoardService/GetBookingDayVersion',
  orders: '/grpc/private/booking.v1.StoreBookingOrderService/QueryStoreBookingOrders',
  order: '/grpc/private/booking.v1.StoreBookingOrderService/GetStoreBookingOrder',
  logs: '/grpc/private/booking.v1.StoreBookingOrderService/QueryBookingOrderLogs',
  revert: '/grpc/private/booking.v1.StoreBookingOrderService/RevertBookingOrderLog',
  create: '/grpc/private/booking.v1.StoreBookingOrderService/CreateStoreBookingOrder',
  countDaily: '/grpc/private/booking.v1.StoreBookingOrderService/CountDailyStatus',
  tables: '/grpc/private/store.v1.StoreTableService/QueryTables',
  shifts: '/grpc/private/store.v1.StoreShiftService/QueryShifts',
  plans: '/grpc/operator-store/store.v1.StoreFloorPlanService/QueryFloorPlans',
  used: '/grpc/private/booking.v1.StoreAvailabilityService/QueryUsedTableItems',
  inventory: '/grpc/private/booking.v1.StoreAvailabilityService/QueryStoreBookingInventory',
  free: '/grpc/private/booking.v1.StoreAvailabilityService/QueryFreeTableItems',
  dailyCount: '/grpc/private/booking.v1.StoreAvailabilityService/QueryStoreDailyInventoryCount',
  tags: '/grpc/booking/booking.v1.BookingTagService/QueryBookingOrderTags',
  takers: '/grpc/booking/booking.v1.BookingTakerService/QueryBookingOrderTakers',
  channels: '/grpc/private/booking.v1.BookingChannelService/QueryBookingChannels',
  action: (method: string) => `/grpc/private/booking.v1.StoreBookingActionService/${method}`,
  modify: (method: string) => `/grpc/private/booking.v1.StoreBookingModifyService/${method}`,
  deposit: (method: string) => `/grpc/private/booking.v1.StoreDepositService/${method}`,
  diners: '/grpc/private/crm.v1.MerchantDinerService/QueryMerchantDiners',
  risk: '/grpc/private/crm.v1.MerchantDinerService/CheckDinerRisk',
  memos: '/grpc/operator-store/store.v1.StoreDailyMemoService/QueryDailyMemos',
  setMemo: '/grpc/operator-store/store.v1.StoreDailyMemoService/SetDailyMemo',
  // product items on booking orders
  productItems: (method: string) => `/grpc/booking/booking.v1.StoreOrderProductItemService/${method}`,
} as const;

export const TZ = 'Asia/Shanghai';
export const today = () => businessDateOf(Date.now(), TZ);
export const tomorrow = () => addDays(today(), 1);
const hm = (h: number, m = 0) => h * 3600 + m * 60;

export const STORE: Init<typeof StoreSchema> = {
  model: { id: '11' },
  merchantId: '5',
  name: 'Jade Garden · The Bund',
  timezone: TZ,
};
export const OTHER_STORE: Init<typeof StoreSchema> = {
  model: { id: '12' },
  merchantId: '5',
  name: 'Jade Garden · Central',
  timezone: 'Asia/Hong_Kong',
};

export const SHIFTS: Init<typeof StoreShiftSchema>[] = [
  {
    model: { id: '21' },
    storeId: '11',
    name: 'Lunch',
    startSecond: hm(11),
    endSecond: hm(14, 30),
    deltaSecond: 1800,
    durationSecond: 5400,
  },
  {
    model: { id: '22' },
    storeId: '11',
    name: 'Dinner',
    startSecond: hm(17, 30),
    endSecond: hm(22),
    deltaSecond: 1800,
    durationSecond: 7200,
  },
];

const table = (id: string, name: string, seats: number, weight: number): Init<typeof StoreTableSchema> => ({
  model: { id },
  storeId: '11',
  name,
  seatCapacity: seats,
  weight,
  status: StoreTable_Status.NORMAL,
  tableCount: 1,
  itemList: [{ model: { id: `${id}01` }, storeId: '11', storeTableId: id, name, sort: 1 }],
});
export const TABLES: Init<typeof StoreTableSchema>[] = [
  table('31', 'VIP Room', 12, 50),
  table('32', 'C1', 6, 30),
  table('33', 'B1', 4, 20),
  table('35', 'B2', 4, 20),
  table('34', 'A1', 2, 10),
];
export const ITEM = { vip: '3101', c1: '3201', b1: '3301', b2: '3501', a1: '3401' } as const;

/** A booking order as create() takes it. */
export type OrderInit = Init<typeof BookingOrderSchema>;

export function orderInit(id: string, over: Partial<OrderInit> = {}): OrderInit {
  const start = over.reservationStartSecond ?? hm(18);
  return {
    model: { id },
    orderNo: `B${id.padStart(6, '0')}`,
    bookingCode: `C${id}`,
    storeId: '11',
    currency: 'CNY',
    status: BookingOrder_Status.WAIT_SERVICE,
    diner: { lastName: 'Chan', phone: '13900000012', phoneRegionCode: '86', title: DinerInfo_Title.MR },
    adultCount: 4,
    peopleCount: 4,
    reservationDate: tomorrow(),
    storeShiftId: '22',
    storeShiftName: 'Dinner',
    reservationStartSecond: start,
    reservationEndSecond: start + 7200,
    storeTableId: '33',
    storeTableItemIdList: [ITEM.b1],
    storeTableItemNameList: ['B1'],
    seatCount: 4,
    depositAmount: '0',
    paidAmount: '0',
    netPaidAmount: '0',
    ...over,
  };
}

export const DEFAULT_ORDERS = () => [
  orderInit('101', {
    diner: { lastName: 'Wong', phone: '13900000011', phoneRegionCode: '86' },
    adultCount: 6,
    peopleCount: 6,
    storeShiftId: '21',
    storeShiftName: 'Lunch',
    reservationStartSecond: hm(12),
    reservationEndSecond: hm(13, 30),
    storeTableItemIdList: [ITEM.c1],
    storeTableItemNameList: ['C1'],
  }),
  orderInit('102', {
    status: BookingOrder_Status.WAIT_STORE_CONFIRM,
    diner: { lastName: 'Demo', phone: '13800000001', phoneRegionCode: '86' },
    adultCount: 2,
    peopleCount: 2,
    storeTableItemIdList: [ITEM.a1],
    storeTableItemNameList: ['A1'],
  }),
  orderInit('103', { reservationStartSecond: hm(18, 30) }),
  orderInit('104', {
    diner: { lastName: 'Lau', phone: '13900000013', phoneRegionCode: '86' },
    adultCount: 10,
    peopleCount: 10,
    reservationStartSecond: hm(19),
    storeTableItemIdList: [ITEM.vip],
    storeTableItemNameList: ['VIP Room'],
  }),
];

/** The staff network for one store; routes given replace the defaults. */
export function staffNetwork(routes: CannedRoutes = [], orders: () => OrderInit[] = DEFAULT_ORDERS) {
  return fakeNetwork([
    answer(PermittedStoreService.method.queryPermittedStores, { list: [STORE, OTHER_STORE], total: 2 }),
    answer(StoreBookingBoardService.method.getBookingDayVersion, { version: 'v1' }),
    answer(StoreBookingOrderService.method.queryStoreBookingOrders, () => ({ list: orders(), total: orders().length })),
    answer(StoreTableService.method.queryTables, { list: TABLES }),
    answer(StoreShiftService.method.queryShifts, { list: SHIFTS }),
    answer(StoreFloorPlanService.method.queryFloorPlans, { list: [] }),
    answer(StoreAvailabilityService.method.queryUsedTableItems, { list: [], notUsingList: [] }),
    // Nobody blacklisted, no risk on record.
    answer(MerchantDinerService.method.queryMerchantDiners, { list: [], total: 0 }),
    answer(MerchantDinerService.method.checkDinerRisk, { level: CheckDinerRiskResponse_Level.NONE }),
    answer(StoreDailyMemoService.method.queryDailyMemos, { list: [] }),
    // product items on booking orders: none
    answer(StoreOrderProductItemService.method.listOrderProductItems, { list: [], totalAmount: '0' }),
    answer(BookingTagService.method.queryBookingOrderTags, {
      list: [
        { model: { id: '41' }, content: 'VIP' },
        { model: { id: '42' }, content: 'Birthday' },
      ],
    }),
    answer(BookingTakerService.method.queryBookingOrderTakers, { list: [{ model: { id: '51' }, name: 'Manager Wu' }] }),
    answer(BookingChannelService.method.queryBookingChannels, {
      list: [
        { model: { id: '61' }, name: 'Phone' },
        { model: { id: '62' }, name: 'Walk-in' },
      ],
    }),
    ...routes,
  ]);
}

/**
 * The JSON body a call was made with, as the screen built it. Money-moving
 * calls carry an idempotency key (the transport's per-action key, see
 * test/client/services/action-keys.test.ts, or the booking form's own); it is
 * left out here, so screens' assertions name only what the person chose.
 */
export function bodyOf(call: { body?: string } | undefined): Record<string, unknown> {
  const body = call?.body ? (JSON.parse(call.body) as Record<string, unknown>) : {};
  const { idempotencyKey: _key, ...chosen } = body;
  return chosen;
}
