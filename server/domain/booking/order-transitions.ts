import { FORFEITABLE_CLOSE_REASONS } from '@common/deposit-forfeit';
import { domainError } from '../errors';
import type { CloseReason, OrderStatus } from './booking.tables';

export const ALL_STATUSES: readonly OrderStatus[] = [
  'WAIT_DEPOSIT_PAYMENT',
  'WAIT_STORE_CONFIRM',
  'WAIT_SERVICE',
  'WAIT_CANCEL_PROCESS',
  'WAIT_FINAL_PAYMENT',
  'FINISHED',
  'CLOSED',
];
/** Statuses in which an order holds its tables. */
export const HOLDING_STATUSES: readonly OrderStatus[] = [
  'WAIT_DEPOSIT_PAYMENT',
  'WAIT_STORE_CONFIRM',
  'WAIT_SERVICE',
  'WAIT_CANCEL_PROCESS',
  'WAIT_FINAL_PAYMENT',
];
/** Statuses after the deposit could have been paid: where money may be held. */
const AFTER_DEPOSIT: OrderStatus[] = [
  'WAIT_STORE_CONFIRM',
  'WAIT_SERVICE',
  'WAIT_CANCEL_PROCESS',
  'WAIT_FINAL_PAYMENT',
  'FINISHED',
  'CLOSED',
];
/** Statuses a final payment can have been paid by (a finished order may be reverted and served on). */
const AFTER_FINAL_PAYMENT: OrderStatus[] = ['WAIT_SERVICE', 'WAIT_FINAL_PAYMENT', 'FINISHED', 'CLOSED'];
const BEFORE_SERVICE: OrderStatus[] = [
  'WAIT_DEPOSIT_PAYMENT',
  'WAIT_STORE_CONFIRM',
  'WAIT_SERVICE',
  'WAIT_CANCEL_PROCESS',
];

/** Facts about an order beyond its status that some actions depend on. */
export type Guard =
  | 'ARRIVED' // the party has arrived
  | 'NOT_ARRIVED'
  | 'HOLDS_TABLES' // its table items are still held (not turned over)
  | 'DIRECT_CANCEL' // the diner may cancel without asking: nothing paid yet, or before the cancel deadline
  | 'PAST_DEADLINE' // past the cancel deadline: cancelling is an application
  | 'THIRD_PARTY' // synced from the group-buying platform
  | 'ABSENT_CLOSE' // closed as a no-show
  // the store may keep the deposit: not while a party is still expected, and
  // after a close only when the diner did not come or cancelled late
  | 'FORFEITABLE';

// which closes still let the store keep the deposit: one list with the staff screen's
const FORFEITABLE_CLOSES: readonly CloseReason[] = FORFEITABLE_CLOSE_REASONS;

export interface OrderFacts {
  status: OrderStatus;
  arrived: boolean;
  holdsTables: boolean;
  beforeCancelDeadline: boolean;
  thirdParty: boolean;
  closeReason: CloseReason;
}

export type OrderAction =
  | 'DEPOSIT_PAID'
  | 'DEPOSIT_EXPIRE'
  | 'STORE_CONFIRM'
  | 'STORE_REJECT'
  | 'CLOSE_UNPAID'
  | 'STORE_CANCEL'
  | 'GUEST_ASKED_CANCEL'
  | 'THIRD_PARTY_CLOSE'
  | 'ARRIVE'
  | 'NOT_ARRIVED'
  | 'UNDO_NO_SHOW'
  | 'UNDO_ARRIVE'
  | 'SET_FINAL_PAYMENT'
  | 'STORE_FINAL_CONFIRM'
  | 'FINISH'
  | 'REVERT_TO_WAIT_FINAL_PAYMENT'
  | 'CONTINUE_SERVICE'
  | 'TURN_TABLE'
  | 'SWAP_TABLES'
  | 'DINER_CANCEL'
  | 'APPLY_CANCEL'
  | 'AGREE_CANCEL'
  | 'RESUME_CANCELING'
  | 'MODIFY_BOOKING'
  | 'DINER_MODIFY'
  | 'MODIFY_RECORD'
  | 'MODIFY_PRODUCT_ITEMS'
  | 'DEPOSIT_MODIFY'
  | 'DEPOSIT_WAIVE'
  | 'DEPOSIT_REFUND'
  | 'DEPOSIT_FORFEIT'
  | 'DEPOSIT_DISCOUNT'
  | 'MONEY_REVOKE'
  | 'FINAL_PAYMENT_PAID'
  | 'FINAL_PAYMENT_REFUND'
  | 'FINAL_PAYMENT_FORFEIT'
  | 'REFUND_SETTLED';

interface Transition {
  from: readonly OrderStatus[];
  /** SAME keeps the status; PREVIOUS returns to the status before the cancellation application. */
  to: OrderStatus | 'SAME' | 'PREVIOUS';
  closeReason?: CloseReason;
  requires?: readonly Guard[];
}

/**
 * The transition table of booking orders: every action, the statuses it is
 * allowed from, where it leads and what else must hold. Nothing else in the
 * code decides whether an action is allowed. docs/booking-engine.md explains
 * each rule.
 */
export const TRANSITIONS: Record<OrderAction, Transition> = {
  // payments: a deposit was paid; auto-accept may move it on at once
  DEPOSIT_PAID: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'WAIT_STORE_CONFIRM' },
  // timer: the deposit was not paid in time
  DEPOSIT_EXPIRE: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'CLOSED', closeReason: 'DEPOSIT_PAYMENT_FAIL' },
  // staff, or the auto-accept timer
  STORE_CONFIRM: { from: ['WAIT_STORE_CONFIRM'], to: 'WAIT_SERVICE' },
  STORE_REJECT: { from: ['WAIT_STORE_CONFIRM'], to: 'CLOSED', closeReason: 'STORE_REJECT' },
  CLOSE_UNPAID: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'CLOSED', closeReason: 'DEPOSIT_PAYMENT_FAIL' },
  STORE_CANCEL: { from: BEFORE_SERVICE, to: 'CLOSED', closeReason: 'STORE_CANCEL', requires: ['NOT_ARRIVED'] },
  // staff close on the guest's word (a phone call): the guest's cancellation, not the store's
  GUEST_ASKED_CANCEL: { from: BEFORE_SERVICE, to: 'CLOSED', closeReason: 'CREATOR_CANCEL', requires: ['NOT_ARRIVED'] },
  THIRD_PARTY_CLOSE: {
    from: HOLDING_STATUSES,
    to: 'CLOSED',
    closeReason: 'MEITUAN_STATUS_CHANGE',
    requires: ['THIRD_PARTY'],
  },
  ARRIVE: { from: ['WAIT_SERVICE'], to: 'SAME', requires: ['NOT_ARRIVED'] },
  NOT_ARRIVED: { from: ['WAIT_SERVICE'], to: 'CLOSED', closeReason: 'ABSENT', requires: ['NOT_ARRIVED'] },
  // a no-show recorded by mistake, undone through the log the same day (no-show-undo.ts)
  UNDO_NO_SHOW: { from: ['CLOSED'], to: 'WAIT_SERVICE', requires: ['ABSENT_CLOSE'] },
  // an arrival recorded by mistake, undone through the log by a manager while the party is still expected (arrival-undo.ts)
  UNDO_ARRIVE: { from: ['WAIT_SERVICE'], to: 'SAME', requires: ['ARRIVED', 'HOLDS_TABLES'] },
  SET_FINAL_PAYMENT: { from: ['WAIT_SERVICE', 'WAIT_FINAL_PAYMENT'], to: 'WAIT_FINAL_PAYMENT', requires: ['ARRIVED'] },
  STORE_FINAL_CONFIRM: { from: ['WAIT_FINAL_PAYMENT'], to: 'FINISHED' },
  FINISH: { from: ['WAIT_SERVICE'], to: 'FINISHED', requires: ['ARRIVED'] },
  REVERT_TO_WAIT_FINAL_PAYMENT: { from: ['FINISHED'], to: 'WAIT_FINAL_PAYMENT' },
  CONTINUE_SERVICE: { from: ['WAIT_FINAL_PAYMENT'], to: 'WAIT_SERVICE' },
  TURN_TABLE: {
    from: ['WAIT_SERVICE', 'WAIT_FINAL_PAYMENT', 'FINISHED'],
    to: 'SAME',
    requires: ['ARRIVED', 'HOLDS_TABLES'],
  },
  SWAP_TABLES: { from: HOLDING_STATUSES, to: 'SAME', requires: ['HOLDS_TABLES'] },
  DINER_CANCEL: {
    from: ['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM', 'WAIT_SERVICE'],
    to: 'CLOSED',
    closeReason: 'CREATOR_CANCEL',
    requires: ['NOT_ARRIVED', 'DIRECT_CANCEL'],
  },
  // the deadline the diner saw before paying holds whether or not the store has confirmed yet
  APPLY_CANCEL: {
    from: ['WAIT_STORE_CONFIRM', 'WAIT_SERVICE'],
    to: 'WAIT_CANCEL_PROCESS',
    requires: ['NOT_ARRIVED', 'PAST_DEADLINE'],
  },
  AGREE_CANCEL: { from: ['WAIT_CANCEL_PROCESS'], to: 'CLOSED', closeReason: 'AGREE_CREATOR_CANCEL' },
  RESUME_CANCELING: { from: ['WAIT_CANCEL_PROCESS'], to: 'PREVIOUS' },
  // staff move the booking: party size, tables, date or time
  MODIFY_BOOKING: { from: BEFORE_SERVICE, to: 'SAME' },
  // the diner changes their own booking before arriving
  DINER_MODIFY: {
    from: ['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM', 'WAIT_SERVICE'],
    to: 'SAME',
    requires: ['NOT_ARRIVED'],
  },
  // records kept on any order: remarks, diner details, tags, taker, channel, JSON, invite code
  MODIFY_RECORD: { from: ALL_STATUSES, to: 'SAME' },
  // staff serve products of the mall catalogue with the booking, up to the bill; a finished
  // or closed order's items stay as served
  MODIFY_PRODUCT_ITEMS: { from: HOLDING_STATUSES, to: 'SAME' },

  // Money (docs/booking-engine.md, "Deposit and final-payment operations").
  // Amount rules (net paid, refundable) are checked by the deposit services.
  // staff change the deposit before it is paid; waiving it moves on as paying would
  DEPOSIT_MODIFY: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'SAME' },
  DEPOSIT_WAIVE: { from: ['WAIT_DEPOSIT_PAYMENT'], to: 'WAIT_STORE_CONFIRM' },
  DEPOSIT_REFUND: { from: AFTER_DEPOSIT, to: 'SAME' },
  DEPOSIT_FORFEIT: {
    from: ['WAIT_SERVICE', 'WAIT_CANCEL_PROCESS', 'WAIT_FINAL_PAYMENT', 'FINISHED', 'CLOSED'],
    to: 'SAME',
    requires: ['FORFEITABLE'],
  },
  // against the meal cost: only for a party that came
  DEPOSIT_DISCOUNT: { from: ['WAIT_SERVICE', 'WAIT_FINAL_PAYMENT', 'FINISHED'], to: 'SAME', requires: ['ARRIVED'] },
  // a forfeit or discount undone: bookkeeping only, no money moves
  MONEY_REVOKE: { from: AFTER_DEPOSIT, to: 'SAME' },
  // payments: the final payment was paid in full
  FINAL_PAYMENT_PAID: { from: ['WAIT_FINAL_PAYMENT'], to: 'FINISHED' },
  FINAL_PAYMENT_REFUND: { from: AFTER_FINAL_PAYMENT, to: 'SAME' },
  FINAL_PAYMENT_FORFEIT: { from: AFTER_FINAL_PAYMENT, to: 'SAME' },
  // payments: a refund ended (succeeded or failed), whatever the order's status
  REFUND_SETTLED: { from: ALL_STATUSES, to: 'SAME' },
};

function holds(guard: Guard, facts: OrderFacts): boolean {
  switch (guard) {
    case 'ARRIVED':
      return facts.arrived;
    case 'NOT_ARRIVED':
      return !facts.arrived;
    case 'HOLDS_TABLES':
      return facts.holdsTables;
    case 'DIRECT_CANCEL':
      return facts.status === 'WAIT_DEPOSIT_PAYMENT' || facts.beforeCancelDeadline;
    case 'PAST_DEADLINE':
      return !facts.beforeCancelDeadline;
    case 'THIRD_PARTY':
      return facts.thirdParty;
    case 'ABSENT_CLOSE':
      return facts.closeReason === 'ABSENT';
    case 'FORFEITABLE':
      return (
        (facts.status !== 'WAIT_SERVICE' || facts.arrived) &&
        (facts.status !== 'CLOSED' || FORFEITABLE_CLOSES.includes(facts.closeReason))
      );
  }
}

export function isAllowed(action: OrderAction, facts: OrderFacts): boolean {
  const t = TRANSITIONS[action];
  return t.from.includes(facts.status) && (t.requires ?? []).every((g) => holds(g, facts));
}

/** The status after the action, or the spec-worded refusal when the table does not allow it. */
export function transition(
  action: OrderAction,
  facts: OrderFacts & { cancelFromStatus: OrderStatus | null },
): { status: OrderStatus; closeReason?: CloseReason } {
  if (!isAllowed(action, facts)) throw domainError('precondition', 'orderStatusForbids');
  const t = TRANSITIONS[action];
  const status =
    t.to === 'SAME' ? facts.status : t.to === 'PREVIOUS' ? (facts.cancelFromStatus ?? 'WAIT_SERVICE') : t.to;
  return { status, closeReason: t.closeReason };
}
