import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Status as Status,
  BookingOrderLog_Type as LogType,
  type BookingOrder,
  type BookingOrderLog,
} from '@/gen/booking/v1/booking_order_pb';
import { compareCents } from '@/utils/money';

// Which deposit and final-payment operations the screens offer, by the server's
// transition table and amount rules (docs/booking-engine.md, "Operations: who may
// do what in which status"): only what the server would allow, so a staff member
// never meets a button that can only fail.

export type MoneyOp =
  | 'depositPayment'
  | 'depositModify'
  | 'depositRefund'
  | 'depositForfeit'
  | 'depositDiscount'
  | 'revoke'
  | 'finalPayment'
  | 'finalRefund'
  | 'finalForfeit';

/** Statuses after the deposit could have been paid: where a deposit may be held. */
const AFTER_DEPOSIT = [
  Status.WAIT_STORE_CONFIRM,
  Status.WAIT_SERVICE,
  Status.WAIT_CANCEL_PROCESS,
  Status.WAIT_FINAL_PAYMENT,
  Status.FINISHED,
  Status.CLOSED,
];
/** Statuses a final payment can have been paid by. */
const AFTER_FINAL_PAYMENT = [Status.WAIT_SERVICE, Status.WAIT_FINAL_PAYMENT, Status.FINISHED, Status.CLOSED];
const FORFEIT_FROM = [Status.WAIT_SERVICE, Status.WAIT_CANCEL_PROCESS, Status.WAIT_FINAL_PAYMENT, Status.FINISHED];
/** Closes after which the store may still keep a deposit: the diner's doing. */
const FORFEITABLE_CLOSES = [CloseReason.ABSENT, CloseReason.AGREE_CREATOR_CANCEL];

/** More than nothing (amounts are cents as strings; empty counts as 0). */
export const positive = (cents: string | undefined) => compareCents(cents || '0', 0) > 0;

/** Whether the deposit's payment window has closed. */
export function depositExpired(order: BookingOrder, now = Date.now()): boolean {
  return !!order.depositExpireTime && timestampDate(order.depositExpireTime).getTime() <= now;
}

/** The money operations the order allows now. */
export function moneyOpsFor(order: BookingOrder, now = Date.now()): MoneyOp[] {
  const { status } = order;
  const arrived = !!order.arrivalTime;
  const held = positive(order.netPaidAmount);
  const ops: MoneyOp[] = [];
  if (status === Status.WAIT_DEPOSIT_PAYMENT) {
    if (positive(order.depositAmount) && !depositExpired(order, now)) ops.push('depositPayment');
    ops.push('depositModify');
  }
  if (AFTER_DEPOSIT.includes(status)) {
    if (held) ops.push('depositRefund');
    const forfeitable =
      (FORFEIT_FROM.includes(status) && (status !== Status.WAIT_SERVICE || arrived)) ||
      (status === Status.CLOSED && FORFEITABLE_CLOSES.includes(order.closeReason));
    if (held && forfeitable) ops.push('depositForfeit');
    const discountable = [Status.WAIT_SERVICE, Status.WAIT_FINAL_PAYMENT, Status.FINISHED].includes(status) && arrived;
    if (held && discountable) ops.push('depositDiscount');
    ops.push('revoke');
  }
  if (status === Status.WAIT_FINAL_PAYMENT && positive(order.finalPaymentDueAmount)) ops.push('finalPayment');
  if (AFTER_FINAL_PAYMENT.includes(status) && positive(order.finalRefundableAmount)) {
    ops.push('finalRefund', 'finalForfeit');
  }
  return ops;
}

/** Log entries that record money: payments, refunds, forfeits, discounts, changes of the deposit. */
const MONEY_LOGS = [
  LogType.DEPOSIT_PAY,
  LogType.OFFLINE_DEPOSIT,
  LogType.DEPOSIT_MODIFY,
  LogType.DEPOSIT_REFUND,
  LogType.DEPOSIT_FORFEIT,
  LogType.DEPOSIT_DISCOUNT,
  LogType.FINAL_PAYMENT_PAY,
  LogType.FINAL_PAYMENT_REFUND,
  LogType.FINAL_PAYMENT_FORFEIT,
];

export interface MoneyEntry {
  log: BookingOrderLog;
  /** The cents the entry moved or set ('' when it names none). */
  amount: string;
  /** A refund's outcome as the channel reported it (SUCCESS, FAIL), if this entry is one. */
  refundStatus: string;
  reverted: boolean;
}

/** The order's money operations from its log (newest first, as the log is kept). */
export function moneyEntries(logs: readonly BookingOrderLog[]): MoneyEntry[] {
  return logs
    .filter((log) => MONEY_LOGS.includes(log.type))
    .map((log) => {
      let after: Record<string, unknown> = {};
      try {
        after = JSON.parse(log.afterJson || '{}') as Record<string, unknown>;
      } catch {
        // An entry we cannot read still shows its type.
      }
      const amount =
        typeof after.amount === 'string'
          ? after.amount
          : typeof after.depositAmount === 'string'
            ? after.depositAmount
            : '';
      return {
        log,
        amount,
        refundStatus: typeof after.refundStatus === 'string' ? after.refundStatus : '',
        reverted: !!log.revertedByLogId && log.revertedByLogId !== '0',
      };
    });
}
