import { compareCents, subtractCents } from '@common/money';
import { domainError } from '../../errors';
import type { CloseReason } from '../booking.tables';
import type { OrderMutation } from '../order-mutation';
import type { OrderRecord } from '../order.record';
import { forfeitDeposit } from './deposit-operations';
import { checkDrawn, netPaid } from './order-money';
import type { OrderRefunds } from './order-refunds';
// notifications
import { raiseOrderClosed } from '../../notification/booking-events';

/**
 * What becomes of the deposit still held when an order closes. An order never
 * ends CLOSED holding the diner's money: every close refunds it, lets the
 * store keep it (forfeit), or splits it, in the close's own transaction.
 */
export type SettlementChoice = 'POLICY' | 'REFUND_ALL' | 'FORFEIT_ALL' | 'PARTIAL';

export interface DepositSettlement {
  choice: SettlementChoice;
  /** PARTIAL: the cents the store keeps; the rest is refunded. */
  forfeitAmount?: string;
}

export const BY_POLICY: DepositSettlement = { choice: 'POLICY' };

/**
 * The store's policy when nobody chose: a no-show's deposit is what a deposit
 * is for, so the store keeps it; every other close gives it back (the store
 * turned the booking down or called it off, the diner cancelled in time, the
 * store granted a late cancellation, the platform closed it).
 */
const POLICY: Record<CloseReason, 'REFUND_ALL' | 'FORFEIT_ALL'> = {
  NONE: 'REFUND_ALL',
  DEPOSIT_PAYMENT_FAIL: 'REFUND_ALL',
  CREATOR_CANCEL: 'REFUND_ALL',
  STORE_REJECT: 'REFUND_ALL',
  STORE_CANCEL: 'REFUND_ALL',
  AGREE_CREATOR_CANCEL: 'REFUND_ALL',
  ABSENT: 'FORFEIT_ALL',
  MEITUAN_STATUS_CHANGE: 'REFUND_ALL',
};

/** The choice a close applies: the staff's own, or the store's policy for its reason. */
export function effectiveChoice(
  settlement: DepositSettlement,
  reason: CloseReason,
): Exclude<SettlementChoice, 'POLICY'> {
  return settlement.choice === 'POLICY' ? POLICY[reason] : settlement.choice;
}

/** A partial settlement needs an amount; checked before the close writes anything. */
export function checkSettlement(settlement: DepositSettlement): void {
  if (settlement.choice !== 'PARTIAL') return;
  const amount = settlement.forfeitAmount ?? '';
  if (amount === '' || amount === '0') throw domainError('invalid', 'forfeitAmountRequired');
  if (!/^\d+$/.test(amount)) throw domainError('invalid', 'invalidAmount');
}

/**
 * Settles the deposit a just-closed order still holds: the forfeit first (the
 * transition table decides whether the close allows keeping it), then the rest
 * refunded through the payments it came by; money taken at the counter is
 * handed back there (an IN_STORE refund, done at once). The log shows each
 * part: DEPOSIT_FORFEIT and DEPOSIT_REFUND entries naming the close.
 */
export async function settleClosedDeposit(
  m: OrderMutation,
  refunds: OrderRefunds,
  closed: OrderRecord,
  settlement: DepositSettlement,
  guestNote = '',
): Promise<OrderRecord> {
  const settled = await settle(m, refunds, closed, settlement);
  // notifications: STORE_CLOSE or CLOSE_BOOKING_ORDER, saying what came back to the diner and what the store kept
  await raiseOrderClosed(m.trx, settled.order, m.now, {
    refundMinor: settled.refunded,
    keptMinor: settled.kept,
    guestNote,
  });
  return settled.order;
}

async function settle(
  m: OrderMutation,
  refunds: OrderRefunds,
  closed: OrderRecord,
  settlement: DepositSettlement,
): Promise<{ order: OrderRecord; refunded: string; kept: string }> {
  const held = netPaid(closed);
  if (compareCents(held, 0) <= 0) return { order: closed, refunded: '0', kept: '0' };
  const choice = effectiveChoice(settlement, closed.closeReason);
  const forfeit = choice === 'FORFEIT_ALL' ? held : choice === 'PARTIAL' ? (settlement.forfeitAmount ?? '') : '0';
  let order = closed;
  if (compareCents(forfeit, 0) > 0) checkDrawn(forfeit, held, 'forfeitAmountRequired', 'amountExceedsHeld');
  const rest = subtractCents(held, forfeit);
  // Both entries name the whole settlement, so neither reads as the other's opposite.
  const settled = { closeReason: closed.closeReason, settlement: { choice, keptAmount: forfeit, refundAmount: rest } };
  if (compareCents(forfeit, 0) > 0) {
    // The entry names the close reason as a field; the reader's app words it (no remark of ours).
    order = await forfeitDeposit(m, order, forfeit, '', settled);
  }
  if (compareCents(rest, 0) <= 0) return { order, refunded: '0', kept: forfeit };
  const refunded = await refunds.refund(m, order, 'DEPOSIT', rest, {
    reason: `order closed (${closed.closeReason})`,
    logRemark: '',
    log: settled,
  });
  return { order: refunded.order, refunded: rest, kept: forfeit };
}
