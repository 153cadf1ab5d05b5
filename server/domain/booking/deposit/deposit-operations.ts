import { addCents, compareCents, subtractCents } from '@common/money';
import { domainError } from '../../errors';
import type { BookingDepositService } from '../booking-deposit.service';
import type { LogRecord } from '../order-log.repository';
import type { OrderRecord } from '../order.record';
import type { OrderPatch } from '../order.repository';
import { factsOf, type OrderMutation } from '../order-mutation';
import { transition, type OrderAction } from '../order-transitions';
import { checkAmount, checkDrawn, finalRefundable, netPaid } from './order-money';

// The operations on an order's money that move none: changing the deposit
// before it is paid, forfeiting, discounting, and revoking those. Each runs
// in the caller's transaction on a locked order; the status is checked
// against the transition table first, then the amount, and a refusal throws
// before anything is written.

/**
 * The operations that set part of what is held aside for good (forfeit,
 * discount): each adds to one column, a second one being a supplement, and a
 * revoke takes its amount back out of the same column.
 */
type Drawing = 'DEPOSIT_FORFEIT' | 'DEPOSIT_DISCOUNT' | 'FINAL_PAYMENT_FORFEIT';
const DRAWINGS: Record<
  Drawing,
  {
    column: keyof OrderPatch;
    key: string;
    read: (o: OrderRecord) => string;
    /** What the amount may come out of. */
    held: (o: OrderRecord) => string;
    required: 'forfeitAmountRequired' | 'discountAmountRequired';
  }
> = {
  DEPOSIT_FORFEIT: {
    column: 'deposit_forfeit_amount',
    key: 'depositForfeitAmount',
    read: (o) => o.depositForfeitAmount,
    held: netPaid,
    required: 'forfeitAmountRequired',
  },
  DEPOSIT_DISCOUNT: {
    column: 'deposit_discount_amount',
    key: 'depositDiscountAmount',
    read: (o) => o.depositDiscountAmount,
    held: netPaid,
    required: 'discountAmountRequired',
  },
  FINAL_PAYMENT_FORFEIT: {
    column: 'final_forfeit_amount',
    key: 'finalForfeitAmount',
    read: (o) => o.finalForfeitAmount,
    held: finalRefundable,
    required: 'forfeitAmountRequired',
  },
};

/** The amount a forfeit or discount entry drew ('' for any other entry). */
function drawnAmount(entry: Pick<LogRecord, 'type' | 'after'>): string {
  return entry.type in DRAWINGS && typeof entry.after.amount === 'string' ? entry.after.amount : '';
}

/**
 * Whether revoking a log entry could succeed on the order as it stands: a
 * forfeit or discount not yet revoked, whose amount is still in its column.
 * A refund that came through after failing may have taken part of it back
 * (refund-settlement.ts); then it cannot be revoked, and is not offered.
 */
export function isRevocableNow(entry: Pick<LogRecord, 'type' | 'after' | 'revertedByLogId'>, order: OrderRecord) {
  const amount = drawnAmount(entry);
  return (
    amount !== '' && !entry.revertedByLogId && compareCents(DRAWINGS[entry.type as Drawing].read(order), amount) >= 0
  );
}

/** Refuses an action the order's status does not allow, before any amount is looked at. */
function allow(m: OrderMutation, order: OrderRecord, action: OrderAction): void {
  transition(action, factsOf(order, m.now));
}

/**
 * Changes the deposit of an order still waiting for it. 0 waives it: the
 * order moves on as a paid one would (DEPOSIT_WAIVE, then the store's
 * confirmation rule). A payment opened for the old amount is refused when it
 * arrives and goes back ('the amount to pay has changed').
 */
export async function modifyDeposit(
  m: OrderMutation,
  order: OrderRecord,
  amount: string,
  remark: string,
  deposits: BookingDepositService,
): Promise<OrderRecord> {
  allow(m, order, 'DEPOSIT_MODIFY');
  checkAmount(amount);
  const entry = { type: 'DEPOSIT_MODIFY', before: { depositAmount: order.depositAmount }, remark };
  if (compareCents(amount, 0) > 0) {
    return m.apply(order, 'DEPOSIT_MODIFY', { deposit_amount: amount }, { ...entry, after: { depositAmount: amount } });
  }
  const waived = await m.apply(
    order,
    'DEPOSIT_WAIVE',
    { deposit_amount: '0', deposit_expire_time: null },
    { ...entry, after: { depositAmount: '0', waived: true, status: 'WAIT_STORE_CONFIRM' } },
  );
  return deposits.moveOn(m.trx, waived, m.now, m.actor);
}

function draw(
  m: OrderMutation,
  order: OrderRecord,
  type: Drawing,
  amount: string,
  remark: string,
  note: Record<string, unknown> = {},
) {
  const spec = DRAWINGS[type];
  allow(m, order, type);
  checkDrawn(amount, spec.held(order), spec.required, 'amountExceedsHeld');
  const before = spec.read(order);
  const total = addCents(before, amount);
  return m.apply(order, type, { [spec.column]: total } as OrderPatch, {
    type,
    before: { [spec.key]: before },
    after: { amount, [spec.key]: total, supplement: compareCents(before, 0) > 0, ...note },
    remark,
  });
}

/** The store keeps part of the deposit still held; a second one is a supplement forfeit. */
export const forfeitDeposit = (
  m: OrderMutation,
  order: OrderRecord,
  amount: string,
  remark: string,
  note?: Record<string, unknown>,
) => draw(m, order, 'DEPOSIT_FORFEIT', amount, remark, note);

/** Part of the deposit still held pays for the meal; a second one is a supplement discount. */
export const discountDeposit = (
  m: OrderMutation,
  order: OrderRecord,
  amount: string,
  remark: string,
  note?: Record<string, unknown>,
) => draw(m, order, 'DEPOSIT_DISCOUNT', amount, remark, note);

/** The store keeps part of the paid final payment for good: it is no longer refundable. */
export const forfeitFinalPayment = (m: OrderMutation, order: OrderRecord, amount: string, remark: string) =>
  draw(m, order, 'FINAL_PAYMENT_FORFEIT', amount, remark);

/**
 * Undoes a forfeit or discount (spec: revoke, marked reverted): its amount is
 * held again. Only those: payments and refunds moved money and stay. Writes a
 * REVERT entry and marks the revoked one reverted by it.
 */
export async function revokeOperation(m: OrderMutation, order: OrderRecord, logId: string): Promise<OrderRecord> {
  const entry = /^\d+$/.test(logId) ? (await m.logs.list(order.id)).find((l) => l.id === logId) : undefined;
  if (!entry) throw domainError('not_found', 'orderLogNotFound');
  const amount = drawnAmount(entry);
  if (!amount) throw domainError('precondition', 'operationNotRevocable');
  const spec = DRAWINGS[entry.type as Drawing];
  if (entry.revertedByLogId) throw domainError('precondition', 'operationAlreadyRevoked');
  allow(m, order, 'MONEY_REVOKE');
  const current = spec.read(order);
  // A refund that came through after failing took it back already (refund-settlement.ts).
  if (compareCents(current, amount) < 0) throw domainError('precondition', 'operationNotRevocable');
  const rest = subtractCents(current, amount);
  const updated = await m.apply(order, 'MONEY_REVOKE', { [spec.column]: rest } as OrderPatch, {
    type: 'REVERT',
    before: { [spec.key]: current },
    after: { [spec.key]: rest, amount, revokedType: entry.type },
  });
  await m.logs.markReverted(entry.id, m.lastLogId as string);
  return updated;
}
