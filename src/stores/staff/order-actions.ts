import { presenceRefusal, presenceWindow, type PresenceWindow } from '@/common/presence-window';
import { wallClock } from '@/common/zoned-time';
import { BookingOrder_Status as Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import { moneyOpsFor } from './order-money';
import { holdsTables } from './order-state';

// Which actions the order detail offers, by the engine's transition table
// (docs/booking-engine.md): only what the server would allow from this status.

export type OrderActionKey =
  | 'confirm'
  | 'reject'
  | 'arrive'
  | 'notArrive'
  | 'setAmount'
  | 'finalConfirm'
  | 'finish'
  | 'revertToWaitFinalPayment'
  | 'continueService'
  | 'turnTable'
  | 'updateTable'
  | 'reschedule'
  | 'swap'
  | 'updateDiner'
  | 'updateBooking'
  | 'close'
  | 'agreeCancel'
  | 'resumeCanceling'
  | 'deposit'
  | 'amountPayment'
  | 'amountRefund'
  | 'amountForfeit'
  | 'share'
  | 'push'
  | 'fapiao'
  | 'deleteOrder';

/** When the actions are offered (device clock) and the store's zone, for the actions bound to a time. */
export interface ActionMoment {
  nowMs: number;
  timeZone: string;
}

function presenceOf(order: BookingOrder, timeZone: string): PresenceWindow | null {
  if (!order.startTime) return null;
  return presenceWindow(
    {
      reservationDate: order.reservationDate,
      startMs: Number(order.startTime.seconds) * 1000,
      endSecond: order.reservationEndSecond,
    },
    timeZone,
  );
}

/**
 * Primary actions first (the buttons), then the rest (the "more" row). With a
 * moment, arrival and no-show are no longer offered once the booking's business day
 * is over, as the server refuses them then (common/presence-window.ts).
 */
export function actionsFor(
  order: BookingOrder,
  moment?: ActionMoment,
): { primary: OrderActionKey[]; more: OrderActionKey[] } {
  const arrived = !!order.arrivalTime;
  const holding = holdsTables(order);
  const money = moneyOpsFor(order);
  const primary: OrderActionKey[] = [];
  const more: OrderActionKey[] = [];
  switch (order.status) {
    case Status.WAIT_DEPOSIT_PAYMENT:
      more.push('reschedule', 'updateTable', 'swap', 'close');
      break;
    case Status.WAIT_STORE_CONFIRM:
      primary.push('confirm', 'reject');
      more.push('reschedule', 'updateTable', 'swap');
      break;
    case Status.WAIT_SERVICE:
      if (arrived) {
        primary.push('setAmount', 'finish');
        more.push('turnTable', 'updateTable', 'swap');
      } else {
        // After the business day neither can be recorded any more. Before the window the
        // buttons stay, under a line saying from when (presenceHint): the device's clock
        // may run behind the server's, which decides.
        const window = moment ? presenceOf(order, moment.timeZone) : null;
        const open = (action: 'ARRIVE' | 'NOT_ARRIVED') => {
          const refusal = window && moment ? presenceRefusal(action, window, moment.nowMs) : null;
          return refusal !== 'arriveDayOver' && refusal !== 'noShowDayOver';
        };
        if (open('ARRIVE')) primary.push('arrive');
        if (open('NOT_ARRIVED')) primary.push('notArrive');
        more.push('reschedule', 'updateTable', 'swap', 'close');
      }
      break;
    case Status.WAIT_CANCEL_PROCESS:
      primary.push('agreeCancel', 'resumeCanceling');
      more.push('updateTable', 'close');
      break;
    case Status.WAIT_FINAL_PAYMENT:
      primary.push(
        'finalConfirm',
        ...(money.includes('finalPayment') ? (['amountPayment'] as const) : []),
        'setAmount',
      );
      more.push('continueService', 'turnTable', 'swap');
      break;
    case Status.FINISHED:
      primary.push('revertToWaitFinalPayment');
      if (holding) more.push('turnTable', 'swap');
      break;
    default:
      break;
  }
  more.push('updateDiner', 'updateBooking');
  if (order.depositAmount !== '0' || order.paidAmount !== '0') more.push('deposit');
  // The final payment paid can be handed back or kept (also from the deposit page).
  if (money.includes('finalRefund')) more.push('amountRefund', 'amountForfeit');
  if (order.status !== Status.CLOSED) more.push('share', 'push');
  more.push('fapiao');
  // Only a closed order leaves the books (the server's rule, order-delete.service.ts).
  if (order.status === Status.CLOSED) more.push('deleteOrder');
  return { primary, more: more.filter((a) => a !== 'turnTable' || holding) };
}

/** Why an unseated booking offers no arrival now: it opens later (with when, store time), or its day is over. */
export type PresenceHint = { kind: 'arriveFrom'; date: string; time: string } | { kind: 'dayOver' } | null;

export function presenceHint(order: BookingOrder, moment: ActionMoment): PresenceHint {
  if (order.status !== Status.WAIT_SERVICE || order.arrivalTime) return null;
  const window = presenceOf(order, moment.timeZone);
  if (!window) return null;
  const refusal = presenceRefusal('ARRIVE', window, moment.nowMs);
  if (refusal === 'arriveDayOver') return { kind: 'dayOver' };
  if (refusal !== 'arriveTooEarly') return null;
  const at = wallClock(moment.timeZone, window.arriveFromMs);
  const now = wallClock(moment.timeZone, moment.nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  const sameDay = at.year === now.year && at.month === now.month && at.day === now.day;
  return {
    kind: 'arriveFrom',
    date: sameDay ? '' : `${at.year}-${pad(at.month)}-${pad(at.day)}`,
    time: `${pad(at.hour)}:${pad(at.minute)}`,
  };
}
