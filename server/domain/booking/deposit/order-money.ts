import { depositSums, finalSums } from '@common/booking-money';
import { compareCents, subtractCents } from '@common/money';
import type { PaymentPurposeName } from '../../payment/payment-types';
import { domainError } from '../../errors';
import type { BookingOrderRow } from '../booking.tables';
import type { OrderRecord } from '../order.record';

// The two books an order keeps, and the sums the rules are made of. Pure:
// no database, so the property test and the services share one definition.

/** The deposit's books, or the final payment's. */
export type Book = 'DEPOSIT' | 'FINAL';

interface BookSpec {
  purpose: PaymentPurposeName;
  paid: keyof BookingOrderRow & `${string}_amount`;
  refund: keyof BookingOrderRow & `${string}_amount`;
  refunding: keyof BookingOrderRow & `${string}_amount`;
  refundLog: string;
  read: (o: OrderRecord) => { paid: string; refund: string; refunding: string };
}

export const BOOKS: Record<Book, BookSpec> = {
  DEPOSIT: {
    purpose: 'BOOKING_ORDER_DEPOSIT',
    paid: 'paid_amount',
    refund: 'refund_amount',
    refunding: 'refunding_amount',
    refundLog: 'DEPOSIT_REFUND',
    read: (o) => ({ paid: o.paidAmount, refund: o.refundAmount, refunding: o.refundingAmount }),
  },
  FINAL: {
    purpose: 'BOOKING_ORDER_FINAL_PAYMENT',
    paid: 'final_paid_amount',
    refund: 'final_refund_amount',
    refunding: 'final_refunding_amount',
    refundLog: 'FINAL_PAYMENT_REFUND',
    read: (o) => ({ paid: o.finalPaidAmount, refund: o.finalRefundAmount, refunding: o.finalRefundingAmount }),
  },
};

export const bookOfPurpose = (purpose: PaymentPurposeName): Book =>
  purpose === 'BOOKING_ORDER_FINAL_PAYMENT' ? 'FINAL' : 'DEPOSIT';

type Amounts = Pick<
  OrderRecord,
  | 'paidAmount'
  | 'refundAmount'
  | 'refundingAmount'
  | 'depositForfeitAmount'
  | 'depositDiscountAmount'
  | 'finalPaymentAmount'
  | 'finalPaidAmount'
  | 'finalRefundAmount'
  | 'finalRefundingAmount'
  | 'finalForfeitAmount'
>;

/** Net paid (spec section 3): paid - refunded - refunding - forfeited - discounted; the deposit still held. */
export function netPaid(o: Amounts): string {
  return depositSums(o).held;
}

/** What of the final payment can still be refunded (or forfeited). */
export function finalRefundable(o: Amounts): string {
  return finalSums(o).refundable;
}

/** What the diner still has to pay of the final payment; refunds are corrections and owe nothing. */
export function finalDue(o: Amounts): string {
  return finalSums(o).due;
}

/** What a book can give back or hand over: net paid for the deposit, the refundable final payment. */
export function heldIn(book: Book, o: Amounts): string {
  return book === 'DEPOSIT' ? netPaid(o) : finalRefundable(o);
}

/** The largest amount a staff operation may name: one hundred million yuan. */
const MAX_CENTS = 10_000_000_000n;

/** A whole, non-negative number of cents within reason, else 'amount cannot be negative' or 'amount is invalid'. */
export function checkAmount(cents: string): void {
  if (cents.trim().startsWith('-')) throw domainError('invalid', 'amountNegative');
  if (!/^\d+$/.test(cents) || BigInt(cents) > MAX_CENTS) throw domainError('invalid', 'invalidAmount');
}

/**
 * An amount an operation draws from what the order holds: given (else the
 * operation's own 'required' message), whole, and at most `held`.
 */
export function checkDrawn(
  cents: string,
  held: string,
  required: 'forfeitAmountRequired' | 'discountAmountRequired' | 'refundAmountInvalid',
  exceeds: 'amountExceedsHeld' | 'refundExceedsRefundable',
): void {
  if (!cents || cents === '0') throw domainError('invalid', required);
  checkAmount(cents);
  if (compareCents(cents, held) > 0) throw domainError('precondition', exceeds);
}

export interface PaymentRoom {
  paymentId: string;
  /** Cents still refundable of this payment: amount - refunded - refunding. */
  room: string;
}

/**
 * Splits a refund over payments, newest first (a later payment is the one
 * the diner remembers). Undefined when the payments cannot carry it all.
 */
export function allocateRefund(
  amount: string,
  payments: PaymentRoom[],
): { paymentId: string; amount: string }[] | undefined {
  const parts: { paymentId: string; amount: string }[] = [];
  let rest = amount;
  for (const p of [...payments].sort((a, b) => Number(b.paymentId) - Number(a.paymentId))) {
    if (compareCents(rest, 0) <= 0) break;
    if (compareCents(p.room, 0) <= 0) continue;
    const part = compareCents(p.room, rest) < 0 ? p.room : rest;
    parts.push({ paymentId: p.paymentId, amount: part });
    rest = subtractCents(rest, part);
  }
  return compareCents(rest, 0) === 0 ? parts : undefined;
}
