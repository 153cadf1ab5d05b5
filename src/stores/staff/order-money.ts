import { timestampDate } from '@bufbuild/protobuf/wkt';
import {
  BookingOrder_CloseReason as CloseReason,
  BookingOrder_Status as Status,
  BookingOrderLog_Type as LogType,
  type BookingOrder,
  type BookingOrderLog,
} from '@/gen/booking/v1/booking_order_pb';
import { closeAllowsForfeit } from '@/common/deposit-forfeit';
import { compareCents } from '@/common/money';

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
      (status === Status.CLOSED && closeAllowsForfeit(CloseReason[order.closeReason]));
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
  /**
   * A refund's outcome (SUCCESS, FAIL; PENDING while the channel has not
   * answered all of a request's refunds), if this entry is one.
   */
  refundStatus: string;
  reverted: boolean;
  /** A refund of money taken at the counter: what staff hand back, by kind (CASH, CARD). */
  handBack: Record<string, string>;
  /** Made by finishing the order (the deposit applied to the bill, or its rest refunded). */
  onFinish: boolean;
}

interface ReadEntry extends MoneyEntry {
  /** A refund request's refunds (the server names them since 2026-11-22). */
  refundIds: string[];
  /** A refund outcome's refund. */
  refundId: string;
}

function readEntry(log: BookingOrderLog): ReadEntry {
  let after: Record<string, unknown> = {};
  try {
    after = JSON.parse(log.afterJson || '{}') as Record<string, unknown>;
  } catch {
    // An entry we cannot read still shows its type.
  }
  const text = (key: string) => (typeof after[key] === 'string' ? (after[key] as string) : '');
  return {
    log,
    amount: text('amount') || text('depositAmount'),
    refundStatus: text('refundStatus'),
    reverted: !!log.revertedByLogId && log.revertedByLogId !== '0',
    handBack:
      after.handBack && typeof after.handBack === 'object' && !Array.isArray(after.handBack)
        ? (after.handBack as Record<string, string>)
        : {},
    onFinish: after.onFinish === true,
    refundIds: Array.isArray(after.refundIds)
      ? after.refundIds.filter((id): id is string => typeof id === 'string')
      : [],
    refundId: text('refundId'),
  };
}

/** Log ids are int64 in decimal: the longer is the later, then by digits. */
const later = (a: string, b: string) => a.length > b.length || (a.length === b.length && a > b);

/**
 * The order's money operations from its log (newest first, as the log is kept). A refund
 * shows once: the request, with the outcome of the refunds it made (their
 * own entries, written when the channel answered, are folded into it), so a
 * refund of 50 never reads as two. Requests logged before they named their
 * refunds keep their outcome entries beside them.
 */
export function moneyEntries(logs: readonly BookingOrderLog[]): MoneyEntry[] {
  const entries = logs.filter((log) => MONEY_LOGS.includes(log.type)).map(readEntry);
  const outcome = new Map<string, string>();
  const newest = new Map<string, string>();
  for (const e of entries) {
    if (!e.refundId || !e.refundStatus) continue;
    const seen = newest.get(e.refundId);
    // A failed refund the channel later carried out: its newest outcome counts.
    if (seen === undefined || later(e.log.id, seen)) {
      newest.set(e.refundId, e.log.id);
      outcome.set(e.refundId, e.refundStatus);
    }
  }
  const asked = new Set(entries.flatMap((e) => e.refundIds));
  return entries
    .filter((e) => !(e.refundId && asked.has(e.refundId)))
    .map(({ refundIds, refundId: _refundId, ...entry }) => {
      if (refundIds.length === 0) return entry;
      const statuses = refundIds.map((id) => outcome.get(id));
      const refundStatus = statuses.includes('FAIL')
        ? 'FAIL'
        : statuses.every((s) => s === 'SUCCESS')
          ? 'SUCCESS'
          : 'PENDING';
      return { ...entry, refundStatus };
    });
}
