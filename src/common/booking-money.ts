import { addCents, compareCents, subtractCents } from './money';

// The sums a booking order's money is read by, in one place: the server's
// rules and answers, the staff deposit card, the order log and the reports
// all take their figures from here, and their words from one set of texts
// (`money.*` in the locales), so a kept deposit reads the same everywhere.
// Every function is linear in the amounts, so a report may pass column sums.

/** An order's money columns, by the names both the server's record and the API's BookingOrder use. */
export interface BookingBooks {
  paidAmount: string;
  refundAmount: string;
  refundingAmount: string;
  depositForfeitAmount: string;
  depositDiscountAmount: string;
  finalPaymentAmount: string;
  finalPaidAmount: string;
  finalRefundAmount: string;
  finalRefundingAmount: string;
  finalForfeitAmount: string;
  mealCostAmount: string;
}

type DepositBooks = Pick<
  BookingBooks,
  'paidAmount' | 'refundAmount' | 'refundingAmount' | 'depositForfeitAmount' | 'depositDiscountAmount'
>;
type FinalBooks = Pick<
  BookingBooks,
  'finalPaymentAmount' | 'finalPaidAmount' | 'finalRefundAmount' | 'finalRefundingAmount' | 'finalForfeitAmount'
>;

const c = (cents: string | undefined) => cents || '0';
const atLeastZero = (cents: string) => (compareCents(cents, 0) > 0 ? cents : '0');
const atMost = (cents: string, limit: string) => (compareCents(cents, limit) > 0 ? limit : cents);

/** What became of the deposit the diner paid. */
export interface DepositSums {
  paid: string;
  /** Back with the diner. */
  refunded: string;
  /** On its way back (a channel has not answered yet). */
  refunding: string;
  /** Kept by the store: a no-show's or a late cancellation's deposit (forfeit). */
  kept: string;
  /** Paid towards the bill (deducted from the meal). */
  applied: string;
  /** Still held for the diner, to be applied, refunded or kept: paid - refunded - refunding - kept - applied (spec's net paid). */
  held: string;
  /** What the store has of it: paid - refunded - refunding, that is kept + applied + held. */
  received: string;
}

export function depositSums(o: DepositBooks): DepositSums {
  const paid = c(o.paidAmount);
  const refunded = c(o.refundAmount);
  const refunding = c(o.refundingAmount);
  const kept = c(o.depositForfeitAmount);
  const applied = c(o.depositDiscountAmount);
  return {
    paid,
    refunded,
    refunding,
    kept,
    applied,
    held: subtractCents(paid, refunded, refunding, kept, applied),
    received: subtractCents(paid, refunded, refunding),
  };
}

/** What became of the final payment (the rest of the bill). */
export interface FinalSums {
  /** What staff asked the diner to pay. */
  asked: string;
  paid: string;
  refunded: string;
  refunding: string;
  /** Kept by the store for good: no longer refundable. */
  kept: string;
  /** What the store has of it: paid - refunded - refunding. */
  received: string;
  /** What can still be refunded or kept: received - kept. */
  refundable: string;
  /** What the diner still owes; refunds are corrections and owe nothing. */
  due: string;
}

export function finalSums(o: FinalBooks): FinalSums {
  const paid = c(o.finalPaidAmount);
  const refunded = c(o.finalRefundAmount);
  const refunding = c(o.finalRefundingAmount);
  const kept = c(o.finalForfeitAmount);
  const received = subtractCents(paid, refunded, refunding);
  return {
    asked: c(o.finalPaymentAmount),
    paid,
    refunded,
    refunding,
    kept,
    received,
    refundable: subtractCents(received, kept),
    due: atLeastZero(subtractCents(c(o.finalPaymentAmount), paid)),
  };
}

/** What the meals brought in: the deposit applied to the bill and the final payment received. */
export function mealRevenue(o: DepositBooks & FinalBooks): string {
  return addCents(depositSums(o).applied, finalSums(o).received);
}

/** Whether staff entered the bill (a meal cost or a final payment); 0 and 0 is a comped meal only once set. */
export const billEntered = (o: Pick<BookingBooks, 'mealCostAmount' | 'finalPaymentAmount'>) =>
  compareCents(c(o.mealCostAmount), 0) > 0 || compareCents(c(o.finalPaymentAmount), 0) > 0;

/**
 * How a finished order's held deposit is settled. With the bill entered
 * (`withBill`: staff set the meal cost and the final payment), the deposit
 * pays the part of the meal the final payment did not ask for, and what it
 * held beyond that goes back; without (finished straight from service) it all
 * pays the meal, which is what it was held against.
 */
export function depositAtFinish(
  o: DepositBooks & FinalBooks & Pick<BookingBooks, 'mealCostAmount'>,
  withBill: boolean,
): { apply: string; refund: string } {
  const { held, applied } = depositSums(o);
  if (compareCents(held, 0) <= 0) return { apply: '0', refund: '0' };
  if (!withBill) return { apply: held, refund: '0' };
  const share = atLeastZero(subtractCents(c(o.mealCostAmount), c(o.finalPaymentAmount), applied));
  const apply = atMost(share, held);
  return { apply, refund: subtractCents(held, apply) };
}
