import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { Currency, PaymentPurposeName } from './payment-types';
import type { PaymentItem } from './payment-item-text';
import type { TransactionRecord } from './transaction.repository';

// The seam between payments and what is paid for (docs/payments.md, "How a
// purpose plugs in"). Payments never know what a booking order or a feast is:
// each purpose's owner registers a handler that answers, inside our database
// transaction, what a subject costs and what happens when money moves.

/** Who is paying. Online: the caller of CreateTransaction. Staff: an offline payment taken at the store. */
export type Payer =
  | { kind: 'online'; userId: string | null; sessionId: string | null }
  | { kind: 'staff'; staffUserId: string; storeId: string };

/** The authoritative charge for a subject, decided by its owner on the server. */
export interface PaymentQuote {
  /** Whose channel accounts take the money; null: the platform's own. */
  merchantId: string | null;
  /** The store the subject belongs to (staff see its transactions); null: none. */
  storeId: string | null;
  /** Cents, greater than zero. */
  amount: string;
  currency: Currency;
  /** What is paid for: worded in the payer's language for the cashier and the channel. */
  item: PaymentItem;
  /** When the subject stops accepting payment; null: never. */
  expireTime: Date | null;
  /**
   * The user the subject belongs to (the diner of an order). An offline
   * payment is recorded as theirs, so they see it among their payments.
   */
  ownerUserId?: string | null;
}

export interface PurposeContext {
  /** The open database transaction: read and change the subject through it, and only through it. */
  trx: Kysely<Database>;
  now: Date;
}

export interface PaidContext extends PurposeContext {
  /**
   * Gives part or all of this payment back, e.g. a challenge that passed. The
   * refund is recorded in the same transaction and sent to the channel after it
   * commits; onRefundSettled reports how it ended.
   */
  refund(amount: string, reason: string): Promise<TransactionRecord>;
  /**
   * Refunds of other payments the purpose recorded in this transaction (a
   * finished order's deposit beyond its bill): sent to their channel once it
   * commits, like `refund`'s. Unsent ones are sent by their job.
   */
  sendAfterCommit(refundIds: string[]): void;
}

/** Keep the money, or refuse it: a refused payment is refunded in full automatically. */
export type PaidVerdict = { accept: true } | { accept: false; reason: string };

export interface PaymentPurposeHandler {
  readonly purpose: PaymentPurposeName;
  /** Whether staff may record cash or card taken at the store for it. */
  readonly acceptsOffline: boolean;
  /**
   * What the subject costs now, for this payer, or a DomainError saying why it
   * cannot be paid (not found, not theirs, closed, expired, already paid). Lock
   * the subject row (FOR UPDATE) so a concurrent change waits for us.
   */
  quote(ctx: PurposeContext, subjectId: string, payer: Payer): Promise<PaymentQuote>;
  /**
   * A verified payment succeeded (the transaction is already SUCCESS). Runs
   * exactly once per payment, whatever the channel repeats. Credit the subject
   * and accept, or refuse when the subject no longer takes payment (expired,
   * closed, already paid): the money then goes back automatically.
   */
  onPaid(ctx: PaidContext, payment: TransactionRecord): Promise<PaidVerdict>;
  /**
   * A refund of one of this purpose's payments ended: refund.status is SUCCESS
   * or FAIL. Runs once per outcome; a refund that failed may still succeed
   * later (a channel resolving it by hand), so act on the status given.
   */
  onRefundSettled?(ctx: PurposeContext, refund: TransactionRecord, payment: TransactionRecord): Promise<void>;
}

/** The registered purposes. Each owner registers its handler once when services are wired. */
export class PurposeRegistry {
  private readonly handlers = new Map<PaymentPurposeName, PaymentPurposeHandler>();

  register(handler: PaymentPurposeHandler): void {
    if (this.handlers.has(handler.purpose)) throw new Error(`payment purpose ${handler.purpose} registered twice`);
    this.handlers.set(handler.purpose, handler);
  }

  has(purpose: PaymentPurposeName): boolean {
    return this.handlers.has(purpose);
  }

  /** The handler, or the 'not supported' error a caller sees for a purpose nobody serves yet. */
  get(purpose: PaymentPurposeName): PaymentPurposeHandler {
    const handler = this.handlers.get(purpose);
    if (!handler) throw domainError('invalid', 'paymentPurposeNotSupported');
    return handler;
  }
}
