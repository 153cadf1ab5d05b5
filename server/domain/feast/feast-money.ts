import type { Currency } from '@common/currency';
import { addCents, compareCents, subtractCents } from '@common/money';
import type { ParticipantRecord } from './feast.record';

// A participant's deposit, one definition for every screen: the diner's feast
// page and Me page, the staff members page and the feast's money summary all
// read these, so no two of them can disagree on what was paid, is coming
// back, came back or was kept.

export type DepositState = 'NO_DEPOSIT' | 'UNPAID' | 'PAID' | 'REFUNDING' | 'REFUNDED' | 'FORFEITED';

/** What a participant's deposit still holds: paid less refunded, under refund and kept. */
export function heldOf(p: ParticipantRecord): string {
  return subtractCents(p.paidAmount, p.refundAmount, p.refundingAmount, p.forfeitAmount);
}

const positive = (cents: string) => compareCents(cents, 0) > 0;

/**
 * Where the deposit stands. A refund under way comes first (the diner waits
 * for it); then what the deposit still holds; then what the store kept;
 * then what came back. The amounts say the rest when a deposit is split.
 */
export function depositStateOf(p: ParticipantRecord): DepositState {
  if (!positive(p.depositAmount) && !positive(p.paidAmount)) return 'NO_DEPOSIT';
  if (!positive(p.paidAmount)) return 'UNPAID';
  if (positive(p.refundingAmount)) return 'REFUNDING';
  if (positive(heldOf(p))) return 'PAID';
  if (positive(p.forfeitAmount)) return 'FORFEITED';
  return 'REFUNDED';
}

export interface FeastMoneyTotals {
  /** The store's currency: every sum is in its minor units (a feast has one currency). */
  currency: Currency;
  paid: string;
  refunding: string;
  refunded: string;
  forfeited: string;
  held: string;
}

/** The sums of participants' deposits; paid = refunded + refunding + forfeited + held. */
export function moneyOf(participants: ParticipantRecord[], currency: Currency): FeastMoneyTotals {
  return {
    currency,
    paid: addCents(...participants.map((p) => p.paidAmount)),
    refunding: addCents(...participants.map((p) => p.refundingAmount)),
    refunded: addCents(...participants.map((p) => p.refundAmount)),
    forfeited: addCents(...participants.map((p) => p.forfeitAmount)),
    held: addCents(...participants.map(heldOf)),
  };
}
