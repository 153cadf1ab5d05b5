import {
  BookingOrderLog_Type,
  BookingOrder_CloseReason,
  BookingOrder_Status,
  type BookingOrderSchema,
} from '@/gen/booking/v1/booking_order_pb';
import {
  StoreBookingOrderService,
  type QueryBookingOrderLogsResponseSchema,
} from '@/gen/booking/v1/store_booking_order_service_pb';
import { OperatorType } from '@/gen/common/v1/enums_pb';
import { StoreBookingActionService } from '@/gen/booking/v1/store_booking_action_service_pb';
import type { Language } from '@/i18n/language';
import { bootPage } from './boot-page';
import { answer, type CannedRoutes, type Init, timestamp } from './fake-network';
import { orderInit, staffNetwork } from './staff-fixtures';
import { createTestStore } from './test-store';

// One staff order page (?id=103) over the staff network, with the engine's actions
// answering the order as they change it. Shared by the order page tests.

export const DETAIL = '/pages/sub-store/store-order-detail/index';

export const LOGS: Init<typeof QueryBookingOrderLogsResponseSchema> = {
  list: [
    {
      id: '1',
      type: BookingOrderLog_Type.CREATE,
      operatorType: OperatorType.USER,
      operatorName: 'Chan',
      createTime: timestamp('2026-11-20T10:00:00Z'),
      afterJson: '{"items":["3301"],"people":4,"deposit":"20000"}',
    },
    {
      id: '2',
      type: BookingOrderLog_Type.MODIFY_STORE_REMARK,
      operatorType: OperatorType.STORE,
      operatorName: 'Wang Li',
      revertible: true,
      beforeJson: '{"storeRemark":""}',
      afterJson: '{"storeRemark":"window"}',
      createTime: timestamp('2026-11-20T10:05:00Z'),
    },
  ],
};

/** A booking order as create() takes it. */
export type OrderInit = Init<typeof BookingOrderSchema>;
/** An answer of the order with these fields changed (and keeping the change), for any method answering `{ order }`. */
export type Changed = (over: Partial<OrderInit>) => () => { order: OrderInit };

export function bootOrderPage(
  Page: Parameters<typeof bootPage>[0],
  order: Partial<OrderInit>,
  routes: CannedRoutes | ((changed: Changed) => CannedRoutes) = [],
  path = DETAIL,
  params: Record<string, string> = {},
  language?: Language,
) {
  let current = orderInit('103', order);
  const changed: Changed = (over) => () => {
    current = { ...current, ...over };
    return { order: current };
  };
  const network = staffNetwork([
    answer(StoreBookingOrderService.method.getStoreBookingOrder, () => ({ order: current })),
    answer(StoreBookingOrderService.method.queryBookingOrderLogs, LOGS),
    answer(StoreBookingActionService.method.confirmBookingOrder, changed({ status: BookingOrder_Status.WAIT_SERVICE })),
    answer(
      StoreBookingActionService.method.arriveBookingOrder,
      changed({ arrivalTime: timestamp('2026-11-23T10:00:00Z') }),
    ),
    answer(
      StoreBookingActionService.method.notArriveBookingOrder,
      changed({ status: BookingOrder_Status.CLOSED, closeReason: BookingOrder_CloseReason.ABSENT }),
    ),
    answer(
      StoreBookingActionService.method.closeBookingOrder,
      changed({
        status: BookingOrder_Status.CLOSED,
        closeReason: BookingOrder_CloseReason.STORE_REJECT,
      }),
    ),
    answer(
      StoreBookingActionService.method.setFinalPayment,
      changed({
        status: BookingOrder_Status.WAIT_FINAL_PAYMENT,
        finalPaymentAmount: '48000',
        mealCostAmount: '68000',
      }),
    ),
    answer(StoreBookingOrderService.method.revertBookingOrderLog, changed({ storeRemark: '' })),
    ...(typeof routes === 'function' ? routes(changed) : routes),
  ]);
  const store = createTestStore({ request: network.request, language });
  return bootPage(Page, { path, params: { id: '103', ...params }, store }).then((page) => ({
    ...page,
    network,
    store,
  }));
}

/** The calls made to one method path. */
export const calls = (network: { calls: Array<{ url: string; body?: string }> }, path: string) =>
  network.calls.filter((c) => c.url.endsWith(path));
