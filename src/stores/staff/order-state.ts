import {
  BookingOrder_Source as Source,
  BookingOrder_Status as Status,
  type BookingOrder,
} from '@/gen/booking/v1/booking_order_pb';
import { personName } from '@/common/person-name';
import { i18n } from '@/i18n/i18n';

// How the staff screens read an order: its status as a word key, and the state
// its tables are drawn in on the floor plan and the timeline.

export type StatusKey =
  | 'WAIT_DEPOSIT_PAYMENT'
  | 'WAIT_STORE_CONFIRM'
  | 'WAIT_SERVICE'
  | 'WAIT_CANCEL_PROCESS'
  | 'WAIT_FINAL_PAYMENT'
  | 'FINISHED'
  | 'CLOSED';

export const STATUS_KEYS: readonly StatusKey[] = [
  'WAIT_DEPOSIT_PAYMENT',
  'WAIT_STORE_CONFIRM',
  'WAIT_SERVICE',
  'WAIT_CANCEL_PROCESS',
  'WAIT_FINAL_PAYMENT',
  'FINISHED',
  'CLOSED',
];

export function statusKey(status: Status): StatusKey {
  return (Status[status] as StatusKey | undefined) ?? 'CLOSED';
}

/**
 * The state a table is drawn in: unpaid and unconfirmed orders wait, confirmed ones
 * are booked, an arrived party is seated, then billing, finished; a staff lock is
 * locked. Closed orders hold nothing and are never drawn on a table.
 */
export type TableState = 'free' | 'waiting' | 'booked' | 'seated' | 'billing' | 'finished' | 'locked';

export function tableStateOf(order: BookingOrder): TableState {
  switch (order.status) {
    case Status.WAIT_DEPOSIT_PAYMENT:
    case Status.WAIT_STORE_CONFIRM:
    case Status.WAIT_CANCEL_PROCESS:
      return 'waiting';
    case Status.WAIT_SERVICE:
      return order.arrivalTime ? 'seated' : 'booked';
    case Status.WAIT_FINAL_PAYMENT:
      return 'billing';
    case Status.FINISHED:
      return 'finished';
    default:
      return 'free';
  }
}

/** Orders that hold their tables: every status before CLOSED, and FINISHED until turned over. */
export function holdsTables(order: BookingOrder): boolean {
  if (order.status === Status.CLOSED || order.status === Status.STATUS_UNSPECIFIED) return false;
  if (order.status === Status.FINISHED && order.turnoverTime) return false;
  return order.storeTableItemIdList.length > 0;
}

/** The diner's name as staff call them: last name and first name, the phone's last four, or "walk-in" for a walk-in who gave neither. */
export function dinerName(order: BookingOrder): string {
  const d = order.diner;
  const name = personName(d) || (d?.phone ? `…${d.phone.slice(-4)}` : '');
  return name || (order.source === Source.WALK_IN ? i18n.t('staffOps.walkIn.guest') : '');
}

/** Spec section 5: +86 is dropped for display; other regions keep their code. */
export function displayPhone(order: BookingOrder, lastFourOnly = false): string {
  const phone = order.diner?.phone ?? '';
  if (!phone) return '';
  if (lastFourOnly) return phone.slice(-4);
  const region = order.diner?.phoneRegionCode ?? '';
  return region && region !== '86' ? `+${region} ${phone}` : phone;
}

/** Diner titles as staff pick them, "none" first. */
export const DINER_TITLES = ['UNKNOWN', 'MR', 'MS', 'MISS', 'MRS', 'BOSS'] as const;
