import type { Kysely } from 'kysely';
import { centsToYuan } from '@common/money';
import type { Database } from '../../db/schema';
import type { OrderRecord } from '../booking/order.record';
import { NotificationOutbox, type RaisedEvent } from './notification-outbox';
import type { EventType } from './notification-types';
import { formatClock } from './quiet-hours';
import { personName } from '@common/person-name';

// Booking events, raised by the booking domain in the transaction of the
// change: one line at each place (docs/notifications.md lists them).

const DINER_PAGE = 'pages/sub-user/order-detail/index';
const STAFF_PAGE = 'pages/sub-store/store-order-detail/index';

/**
 * Where the guest pays a deposit still owed: the order's page in the H5 app
 * (the planner puts the server's public origin before it). A phone booking's
 * guest logs in there with the booking's phone and the order becomes theirs
 * (phone-claim.repository.ts), so the link works without the mini program.
 */
export function payPathOf(orderId: string): string {
  return `/app/${DINER_PAGE}?id=${orderId}`;
}

/** The parameters every booking message may show, from the order as it is now. */
export function orderParams(order: OrderRecord): Record<string, string> {
  const name = personName(order.diner);
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    bookingCode: order.bookingCode,
    reservationDate: order.reservationDate,
    reservationTime: formatClock(order.startSecond % 86_400),
    // The shift's and the store's names, and the amounts as money, are written in each reader's language when planned.
    shiftId: order.shiftId,
    peopleCount: String(order.adultCount + order.childCount),
    orderStatus: order.status,
    // Plain for channel templates' amount fields.
    depositAmount: centsToYuan(order.depositAmount),
    currency: order.currency,
    depositMinor: order.depositAmount,
    dinerName: name || order.diner.phone,
    dinerPhone: order.diner.phone,
    closeReason: order.closeReason,
    tableNames: order.itemNames.join(', '),
    // A message sent while the deposit is owed carries the link to pay it (message-texts.ts).
    ...(order.status === 'WAIT_DEPOSIT_PAYMENT' ? { payPath: payPathOf(order.id) } : {}),
  };
}

export function orderEvent(
  type: EventType,
  order: OrderRecord,
  now: Date,
  more: Pick<RaisedEvent, 'dedupeKey' | 'usefulUntil'> & { params?: Record<string, string> } = {},
): RaisedEvent {
  const staff = type === 'WAIT_CANCEL_PROCESS' || type === 'CONTACT_DINER_TO_CONFIRM';
  return {
    type,
    subject: { kind: 'BOOKING_ORDER', id: order.id },
    merchantId: order.merchantId,
    storeId: order.storeId,
    bookingOrderId: order.id,
    recipient: {
      userId: order.userId,
      phoneRegionCode: order.diner.phoneRegionCode,
      phone: order.diner.phone,
      language: order.diner.language,
    },
    params: {
      ...orderParams(order),
      page: staff ? `${STAFF_PAGE}?id=${order.id}&storeId=${order.storeId}` : `${DINER_PAGE}?id=${order.id}`,
      ...more.params,
    },
    occurTime: now,
    dedupeKey: more.dedupeKey,
    usefulUntil: more.usefulUntil,
  };
}

/** One event about an order, in the caller's transaction. */
export async function raiseOrderEvent(
  trx: Kysely<Database>,
  type: EventType,
  order: OrderRecord,
  now: Date,
): Promise<void> {
  await new NotificationOutbox(trx).raise(orderEvent(type, order, now));
}

/** A group of new orders: CREATE_BOOKING_ORDER each, in one statement. */
export async function raiseOrdersCreated(trx: Kysely<Database>, orders: OrderRecord[], now: Date): Promise<void> {
  await new NotificationOutbox(trx).raiseMany(orders.map((o) => orderEvent('CREATE_BOOKING_ORDER', o, now)));
}

/**
 * A closed order: STORE_CLOSE when the store turned it down or called it off,
 * else CLOSE_BOOKING_ORDER (the guest cancelled, in the app or by asking the
 * store; the deposit lapsed; a no-show). Raised once the deposit is settled,
 * so it says what was refunded and kept; a guest note is the store's word to
 * the guest (the close's remark stays the staff's own).
 */
export async function raiseOrderClosed(
  trx: Kysely<Database>,
  order: OrderRecord,
  now: Date,
  settled: { refundMinor?: string; keptMinor?: string; guestNote?: string } = {},
): Promise<void> {
  const byStore = order.closeReason === 'STORE_REJECT' || order.closeReason === 'STORE_CANCEL';
  const params: Record<string, string> = {};
  if (settled.refundMinor && settled.refundMinor !== '0') params.refundMinor = settled.refundMinor;
  if (settled.keptMinor && settled.keptMinor !== '0') params.keptMinor = settled.keptMinor;
  if (settled.guestNote?.trim()) params.guestNote = settled.guestNote.trim();
  await new NotificationOutbox(trx).raise(
    orderEvent(byStore ? 'STORE_CLOSE' : 'CLOSE_BOOKING_ORDER', order, now, { params }),
  );
}
