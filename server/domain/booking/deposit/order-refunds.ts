import type { Kysely } from 'kysely';
import { addCents, subtractCents } from '@common/money';
import type { Database } from '../../../db/schema';
import { domainError } from '../../errors';
import { withinIdempotent } from '../../idempotency/idempotent-step';
import type { RefundRequest } from '../../payment/refund-ledger';
import { subjectLedger } from '../../payment/subject-ledger';
import { TransactionSearchRepository } from '../../payment/transaction-search.repository';
import { isDone } from '../../payment/transaction-status';
import type { TransactionRecord } from '../../payment/transaction.repository';
import { factsOf, OrderMutation, type Actor } from '../order-mutation';
import { transition } from '../order-transitions';
import type { OrderRecord } from '../order.record';
import { allocateRefund, BOOKS, checkDrawn, heldIn, type Book, type PaymentRoom } from './order-money';

/** What booking needs of payments' refunds (services.payments.refunds). */
export interface RefundPort {
  recordInTransaction(trx: Kysely<Database>, request: RefundRequest): Promise<TransactionRecord>;
  submitQuietly(refundIds: string[]): Promise<void>;
}

export interface RefundOptions {
  reason: string;
  /**
   * Draw only on payments made through a channel. Automatic refunds (an order
   * the store rejected) use it: nobody stands at the counter to hand back cash,
   * so money taken there stays held until staff refund it in person.
   */
  onlineOnly?: boolean;
  /** More to say in the log entry (what caused the refund). */
  log?: Record<string, unknown>;
  /**
   * The log entry's remark; by default the reason. The server's own refunds log
   * '' and say why in `log` as codes (cause, onArrival, onFinish, closeReason)
   * that the reader's app words: the reason stays for the payment record.
   */
  logRemark?: string;
}

const STAFF = ['STORE', 'MERCHANT', 'ADMIN'];

/**
 * Refunds of an order's deposit or final payment, inside the order's own
 * transaction: the order's refunding amount and log change together with the
 * refund rows payments records (docs/payments.md, "How a purpose plugs in").
 * The refunds go to their channel after commit: `submit(m.refundIds)`.
 */
export class OrderRefunds {
  constructor(private readonly port: RefundPort) {}

  /** Take before the order's lock, so a concurrent refund notification (payment, then order) cannot deadlock with us. */
  lockPayments(trx: Kysely<Database>, orderId: string): Promise<void> {
    if (!/^\d+$/.test(orderId)) return Promise.resolve();
    return new TransactionSearchRepository(trx).lockPaymentsOf([BOOKS.DEPOSIT.purpose, BOOKS.FINAL.purpose], orderId);
  }

  /** Of what `book` holds, how much its channel payments can return (automatic refunds draw on nothing else). */
  async onlineRefundable(trx: Kysely<Database>, order: OrderRecord, book: Book): Promise<string> {
    const online = addCents(...(await this.rooms(trx, order.id, book, true)).map((p) => p.room));
    const held = heldIn(book, order);
    return BigInt(online) < BigInt(held) ? online : held;
  }

  /**
   * Refunds `amount` of a book: at most what it holds (net paid, or the
   * refundable final payment), spread over its payments newest first. The
   * amount joins the order's refunding amount at once; each refund's outcome
   * moves it to refunded, or back (the purposes' onRefundSettled). A refund
   * of money taken at the store is handed back at the counter: done at once.
   */
  async refund(
    m: OrderMutation,
    order: OrderRecord,
    book: Book,
    amount: string,
    options: RefundOptions,
  ): Promise<{ order: OrderRecord; refunds: TransactionRecord[] }> {
    const action = book === 'DEPOSIT' ? 'DEPOSIT_REFUND' : 'FINAL_PAYMENT_REFUND';
    transition(action, factsOf(order, m.now));
    checkDrawn(amount, heldIn(book, order), 'refundAmountInvalid', 'refundExceedsRefundable');
    const parts = allocateRefund(amount, await this.rooms(m.trx, order.id, book, options.onlineOnly ?? false));
    // Only when the order's books and its payments disagree, which the ledger tests rule out.
    if (!parts) throw domainError('precondition', 'refundExceedsRefundable');

    const spec = BOOKS[book];
    const before = spec.read(order).refunding;
    // The refunding amount first: a refund done at once settles inside recordInTransaction.
    await m.apply(
      order,
      action,
      { [spec.refunding]: addCents(before, amount) },
      {
        type: spec.refundLog,
        before: { refundingAmount: before },
        after: { amount, refundingAmount: addCents(before, amount), ...options.log },
        remark: options.logRemark ?? options.reason,
      },
    );
    const askLogId = m.lastLogId!;
    const operatorUserId = STAFF.includes(m.actor.type) ? m.actor.userId : null;
    const refunds: TransactionRecord[] = [];
    for (const part of parts) {
      const refund = await this.port.recordInTransaction(m.trx, {
        paymentId: part.paymentId,
        amount: part.amount,
        reason: options.reason || (book === 'DEPOSIT' ? 'deposit refund' : 'final payment refund'),
        operatorUserId,
      });
      refunds.push(refund);
      if (refund.status !== 'SUCCESS') m.refundIds.push(refund.id);
    }
    // Money taken at the counter goes back there: the entry says how much, and how, for staff to hand over.
    const handBack: Record<string, string> = {};
    for (const r of refunds) {
      if (r.channel !== 'IN_STORE') continue;
      const kind = r.offlineKind ?? 'CASH';
      handBack[kind] = addCents(handBack[kind] ?? '0', r.amount);
    }
    await m.logs.noteRefunds(
      askLogId,
      refunds.map((r) => r.id),
      handBack,
    );
    return { order: (await m.orders.find(order.id)) as OrderRecord, refunds };
  }

  /**
   * One change to an order that may refund money, in one transaction: the
   * order's payments are locked before the order (see lockPayments), and the
   * refunds it recorded are sent once it has committed.
   */
  async run<T>(
    db: Kysely<Database>,
    orderId: string,
    now: Date,
    actor: Actor,
    fn: (m: OrderMutation) => Promise<T>,
  ): Promise<T> {
    let refundIds: string[] = [];
    const result = await db.transaction().execute(async (trx) => {
      await this.lockPayments(trx, orderId);
      const m = new OrderMutation(trx, now, actor);
      const value = await withinIdempotent(trx, () => fn(m));
      refundIds = m.refundIds;
      return value;
    });
    await this.submit(refundIds);
    return result;
  }

  /** Sends refunds recorded by a change that has committed; failures are left to the refund job. */
  submit(refundIds: string[]): Promise<void> {
    return this.port.submitQuietly(refundIds);
  }

  /** The book's payments the order was credited with, and what each can still return. */
  private async rooms(trx: Kysely<Database>, orderId: string, book: Book, onlineOnly: boolean): Promise<PaymentRoom[]> {
    const ledger = await subjectLedger(trx, BOOKS[book].purpose, orderId);
    return ledger.transactions
      .filter((t) => t.kind === 'PAYMENT' && isDone(t.status) && !t.anomaly)
      .filter((t) => !onlineOnly || t.channel !== 'IN_STORE')
      .map((t) => ({ paymentId: t.id, room: subtractCents(t.amount, t.refundedAmount, t.refundingAmount) }));
  }
}
