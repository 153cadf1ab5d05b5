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

/** Primary actions first (the buttons), then the rest (the "more" row). */
export function actionsFor(order: BookingOrder): { primary: OrderActionKey[]; more: OrderActionKey[] } {
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
        primary.push('arrive', 'notArrive');
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
  more.push('updateDiner');
  if (order.depositAmount !== '0' || order.paidAmount !== '0') more.push('deposit');
  // The final payment paid can be handed back or kept (also from the deposit page).
  if (money.includes('finalRefund')) more.push('amountRefund', 'amountForfeit');
  if (order.status !== Status.CLOSED) more.push('share', 'push');
  more.push('fapiao');
  // Only a closed order leaves the books (the server's rule, order-delete.service.ts).
  if (order.status === Status.CLOSED) more.push('deleteOrder');
  return { primary, more: more.filter((a) => a !== 'turnTable' || holding) };
}
