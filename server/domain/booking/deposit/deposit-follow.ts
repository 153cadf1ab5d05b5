import { compareCents, subtractCents } from '@common/money';

/** What a staff change of party, shift or date does to an order's deposit. */
export type DepositFollow =
  /** Nothing: the deposit was set by hand, or the policy asks the same. */
  | { kind: 'keep' }
  /** Not paid yet: the diner pays the new amount. */
  | { kind: 'reprice'; deposit: string }
  /** Paid more than the new party needs: the excess goes back, in the same change. */
  | { kind: 'refundExcess'; deposit: string; refund: string }
  /** Paid less than the new party needs: the difference is due, and settled with the final payment. */
  | { kind: 'due'; deposit: string; due: string };

interface DepositFacts {
  status: string;
  depositAmount: string;
  paidAmount: string;
}

/**
 * The rule: a deposit that followed the store's policy for the old party
 * (it equals what the policy asked for it) follows the policy to the new
 * one; a deposit staff typed by hand stays as typed. Unpaid, the amount to
 * pay changes (a change to nothing keeps it: waiving is staff's own step).
 * Paid, a smaller requirement refunds the excess of what is held; a larger
 * one raises the deposit and leaves the difference due, which the final
 * payment (meal cost less what is held) collects.
 */
export function followDeposit(
  order: DepositFacts,
  held: string,
  oldRequired: string,
  newRequired: string,
): DepositFollow {
  if (order.depositAmount !== oldRequired || compareCents(oldRequired, newRequired) === 0) return { kind: 'keep' };
  if (order.status === 'WAIT_DEPOSIT_PAYMENT') {
    return compareCents(newRequired, 0) > 0 ? { kind: 'reprice', deposit: newRequired } : { kind: 'keep' };
  }
  if (compareCents(order.paidAmount, 0) <= 0) return { kind: 'keep' };
  if (compareCents(held, newRequired) > 0) {
    return { kind: 'refundExcess', deposit: newRequired, refund: subtractCents(held, newRequired) };
  }
  return { kind: 'due', deposit: newRequired, due: subtractCents(newRequired, held) };
}
