import { isCancelFree } from '../../common/cancel-deadline';
import { BookingOrder_Status as Status, type BookingOrder } from '../../gen/booking/v1/booking_order_pb';

// What a diner may do with their booking order, as the server's transition
// table allows it (docs/booking-engine.md); the server checks again.

/** The three tabs of order-history (spec section 4). */
export type OrderTab = 'pendingPayment' | 'inProgress' | 'afterSales';

export const ORDER_TABS: readonly OrderTab[] = ['pendingPayment', 'inProgress', 'afterSales'];

/**
 * Decision (the spec names the tabs only): pending payment is what waits for
 * the diner's money; in progress what waits for the store or the meal;
 * after-sales is a cancellation being processed and everything finished or closed.
 */
export const TAB_STATUSES: Record<OrderTab, Status[]> = {
  pendingPayment: [Status.WAIT_DEPOSIT_PAYMENT, Status.WAIT_FINAL_PAYMENT],
  inProgress: [Status.WAIT_STORE_CONFIRM, Status.WAIT_SERVICE],
  afterSales: [Status.WAIT_CANCEL_PROCESS, Status.FINISHED, Status.CLOSED],
};

const DINER_CHANGEABLE = [Status.WAIT_DEPOSIT_PAYMENT, Status.WAIT_STORE_CONFIRM, Status.WAIT_SERVICE];

type OrderFacts = Pick<BookingOrder, 'status' | 'arrivalTime' | 'cancelDeadlineTime' | 'depositAmount' | 'paidAmount'>;

const arrived = (order: OrderFacts) => Boolean(order.arrivalTime);

/** The booking code, its QR and the invitation to share: only while the booking is still to be honoured. */
export function isBookingOpen(order: Pick<BookingOrder, 'status'>): boolean {
  return order.status !== Status.CLOSED && order.status !== Status.FINISHED;
}

/** Remark and party size: before the meal, while the order is open. */
export function canModify(order: OrderFacts): boolean {
  return DINER_CHANGEABLE.includes(order.status) && !arrived(order);
}

export function canCancel(order: OrderFacts): boolean {
  return DINER_CHANGEABLE.includes(order.status) && !arrived(order);
}

/**
 * Past its cancel deadline an order whose deposit is settled, confirmed or
 * not, is cancelled by application, which the store processes; one still
 * waiting for its deposit closes at once.
 */
export function cancelIsApplication(order: OrderFacts, nowMs: number): boolean {
  if (order.status !== Status.WAIT_STORE_CONFIRM && order.status !== Status.WAIT_SERVICE) return false;
  if (!order.cancelDeadlineTime) return false;
  return !isCancelFree(Number(order.cancelDeadlineTime.seconds) * 1000, nowMs);
}

export function needsDepositPayment(order: OrderFacts): boolean {
  return order.status === Status.WAIT_DEPOSIT_PAYMENT && BigInt(order.depositAmount || '0') > 0n;
}

/** The i18n key of the hint under the status (diner.orderStatusHint.*). */
export function statusKey(status: Status): string {
  return Status[status] ?? 'STATUS_UNSPECIFIED';
}

/** The hint under the status: a booking holding no deposit says nothing about one. */
export function dinerHintKey(order: Pick<BookingOrder, 'status' | 'netPaidAmount'>): string {
  const held = !!order.netPaidAmount && order.netPaidAmount !== '0';
  if (order.status === Status.WAIT_SERVICE && !held) return 'WAIT_SERVICE_PLAIN';
  return Status[order.status];
}
