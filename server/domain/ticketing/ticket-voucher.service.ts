import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { domainError } from '../errors';
import type { RefundRequest } from '../payment/refund-ledger';
import { subjectLedger } from '../payment/subject-ledger';
import type { TransactionRecord } from '../payment/transaction.repository';
import { isDone } from '../payment/transaction-status';
import { compareCents, subtractCents } from '@common/money';
import type { Paging } from './ticketing-event.service';
import { TicketingEventRepository } from './ticketing-event.repository';
import { TicketVoucherRepository, type VoucherFilter } from './ticket-voucher.repository';
import type { TicketingEventRecord, VoucherRecord, VoucherView } from './ticketing.record';
import { voucherMove } from './voucher-transitions';
import { requireOpenToDiners } from '../org/store-open.rule';
import type { Redeem } from '../dynamic-code/dynamic-code.service';
import { outsideWindowError, voucherInWindow } from '../dynamic-code/redeem-window';
import { MAX_PER_DINER } from './ticketing-event-input';
import { zonedInstant } from '@common/zoned-time';

export const VOUCHER_PURPOSE = 'TICKETING_EVENT_TICKET_VOUCHER' as const;
/** An unpaid voucher holds its ticket this long, then lapses and the ticket is for sale again. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;
/** At a voucher's payment deadline: still unpaid, it is cancelled and its ticket given back. */
export const VOUCHER_LAPSE_JOB = 'ticketing.voucher-lapse';
const LAPSED = 'PAYMENT_LAPSED';
const STORE_REFUND = 'STORE_REFUND';
const DINER_REFUND = 'DINER_REFUND';

/** What vouchers use of payments' refunds (services.payments.refunds). */
export interface VoucherRefundPort {
  recordInTransaction(trx: Kysely<Database>, request: RefundRequest): Promise<TransactionRecord>;
  submitQuietly(refundIds: string[]): Promise<void>;
}

/** Buying, lapsing, refunding and reading vouchers; each change one transaction. */
export class TicketVoucherService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly refunds: VoucherRefundPort,
    private readonly now: () => Date,
  ) {}

  /**
   * Takes `quantity` tickets for the diner, one voucher each, in one purchase
   * paid once: inside the sale window, within the event's per-diner limit
   * counting the vouchers they hold or wait to pay (purchases of one event
   * queue on its row lock), and while the ticket has that many left (the
   * database refuses more). All or none. The first voucher's id is the purchase's.
   */
  async buy(userId: string, eventId: string, ticketId: string, quantity = 1): Promise<VoucherView[]> {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_PER_DINER) {
      throw domainError('invalid', 'ticketQuantityInvalid');
    }
    const ids = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const events = new TicketingEventRepository(trx);
      await events.lock(eventId);
      const event = await events.find(eventId);
      if (!event) throw domainError('not_found', 'ticketingEventNotFound');
      if (!event.tickets.some((t) => t.id === ticketId)) throw domainError('not_found', 'ticketNotFound');
      await requireOpenToDiners(trx, event.storeId);
      if (now < event.saleStartTime) throw domainError('precondition', 'ticketSaleNotStarted');
      if (now >= event.saleEndTime) throw domainError('precondition', 'ticketSaleEnded');
      const vouchers = new TicketVoucherRepository(trx);
      if ((await vouchers.countHeld(userId, eventId)) + quantity > event.perDinerLimit) {
        throw domainError('precondition', 'ticketLimitReached');
      }
      const ticket = await events.take(ticketId, now, quantity);
      if (!ticket) throw domainError('precondition', 'insufficientInventory');
      const deadline = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_MS, event.saleEndTime.getTime()));
      const made: string[] = [];
      // The first voucher is its own purchase (the database gives it its id); the others join it.
      for (let i = 0; i < quantity; i++) {
        const voucher = await vouchers.insert({
          ...(made.length ? { purchase_id: made[0] } : {}),
          event_id: eventId,
          ticket_id: ticketId,
          merchant_id: event.merchantId,
          store_id: event.storeId,
          user_id: userId,
          status: 'WAIT_PAYMENT',
          price: ticket.price,
          payment_expire_time: deadline,
        });
        made.push(voucher.id);
      }
      const purchaseId = made[0];
      await new JobRepository(trx).enqueue({
        kind: VOUCHER_LAPSE_JOB,
        payload: { voucherId: purchaseId },
        runAt: deadline,
        dedupeKey: `${VOUCHER_LAPSE_JOB}:${purchaseId}`,
      });
      return made;
    });
    const repo = new TicketVoucherRepository(this.db);
    return Promise.all(ids.map(async (id) => (await repo.view(id))!));
  }

  /**
   * The lapse job of a purchase (its first voucher's id): its vouchers still
   * unpaid past their deadline are cancelled and their tickets given back;
   * anything else is left alone.
   */
  async lapse(purchaseId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const lapsing = (await vouchers.lockPurchase(purchaseId)).filter(
        (v) => v.status === 'WAIT_PAYMENT' && v.paymentExpireTime <= now,
      );
      const events = new TicketingEventRepository(trx);
      for (const v of lapsing) {
        const move = voucherMove('LAPSE', v.status);
        await vouchers.move(v.id, move.from, { status: move.to, cancel_time: now, cancel_reason: LAPSED }, now);
        await events.giveBack(v.ticketId, now);
      }
    });
  }

  /**
   * Staff refund a paid, unused voucher: it is cancelled, its ticket is for
   * sale again and its price goes back through the channel it came by.
   */
  async refund(storeId: string, voucherId: string, staffUserId: string, reason: string): Promise<VoucherView> {
    const refundIds = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const found = await vouchers.find(voucherId);
      if (!found || found.storeId !== storeId) throw domainError('not_found', 'voucherNotFound');
      const v = await this.lockInPurchase(vouchers, found);
      const move = voucherMove('REFUND', v.status);
      await vouchers.move(v.id, move.from, { status: move.to, cancel_time: now, cancel_reason: STORE_REFUND }, now);
      await new TicketingEventRepository(trx).giveBack(v.ticketId, now);
      return (await this.refundPrice(trx, v, reason || 'ticket voucher refunded by the store', staffUserId)).ids;
    });
    await this.refunds.submitQuietly(refundIds);
    return (await new TicketVoucherRepository(this.db).view(voucherId))!;
  }

  /**
   * Its holder cancels a paid, unused voucher where the event allows diners
   * to, before its deadline if it has one and before the session starts (a
   * no-show is no refund, and the payment may be settled by then): cancelled,
   * its ticket for sale again, its price on its way back. Asked again once
   * cancelled so, it answers the voucher and refunds nothing more (a double
   * tap refunds once).
   */
  async cancelByDiner(userId: string, voucherId: string): Promise<{ voucher: VoucherView; refunded: string }> {
    const { ids, refunded } = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const found = await vouchers.find(voucherId);
      if (!found || found.userId !== userId) throw domainError('not_found', 'voucherNotFound');
      const v = await this.lockInPurchase(vouchers, found);
      if (v.status === 'CANCELLED' && v.cancelReason === DINER_REFUND) return { ids: [], refunded: '0' };
      const move = voucherMove('REFUND', v.status);
      const event = (await new TicketingEventRepository(trx).find(v.eventId))!;
      if (!event.dinerRefundable) throw domainError('precondition', 'ticketNotRefundable');
      if (now >= dinerRefundEnd(event, v.ticketId)) throw domainError('precondition', 'ticketRefundDeadlinePassed');
      await vouchers.move(v.id, move.from, { status: move.to, cancel_time: now, cancel_reason: DINER_REFUND }, now);
      await new TicketingEventRepository(trx).giveBack(v.ticketId, now);
      return this.refundPrice(trx, v, 'ticket voucher cancelled by the diner', userId);
    });
    await this.refunds.submitQuietly(ids);
    return { voucher: (await new TicketVoucherRepository(this.db).view(voucherId))!, refunded };
  }

  /**
   * Locks the voucher's whole purchase (its vouchers share one payment, so
   * refunds of two of them queue here) and answers the voucher as locked.
   */
  private async lockInPurchase(vouchers: TicketVoucherRepository, found: VoucherRecord): Promise<VoucherRecord> {
    const purchase = await vouchers.lockPurchase(found.purchaseId);
    return purchase.find((p) => p.id === found.id)!;
  }

  /**
   * Records the refund of one voucher's price from its purchase's payments
   * (in the caller's transaction; submit the ids after commit): what those
   * payments still hold, up to the price.
   */
  private async refundPrice(
    trx: Kysely<Database>,
    v: VoucherRecord,
    reason: string,
    operatorUserId: string,
  ): Promise<{ ids: string[]; refunded: string }> {
    const ledger = await subjectLedger(trx, VOUCHER_PURPOSE, v.purchaseId);
    const ids: string[] = [];
    let owed = v.price;
    for (const payment of ledger.transactions) {
      if (compareCents(owed, 0) <= 0) break;
      const credited = payment.kind === 'PAYMENT' && isDone(payment.status);
      if (!credited || payment.anomaly) continue;
      const refundable = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
      if (compareCents(refundable, 0) <= 0) continue;
      const amount = compareCents(refundable, owed) < 0 ? refundable : owed;
      const refund = await this.refunds.recordInTransaction(trx, {
        paymentId: payment.id,
        amount,
        reason,
        operatorUserId,
      });
      ids.push(refund.id);
      owed = subtractCents(owed, amount);
    }
    return { ids, refunded: subtractCents(v.price, owed) };
  }

  /**
   * A validated code's voucher becomes VERIFIED, inside the validation's
   * transaction, and the redemption is logged. On a day other than its
   * session's (the store's zone) only when staff confirmed it.
   */
  async verifyIn(trx: Kysely<Database>, voucherId: string, storeId: string, redeem: Redeem): Promise<void> {
    const now = this.now();
    const vouchers = new TicketVoucherRepository(trx);
    const v = await vouchers.lock(voucherId);
    if (!v || v.storeId !== storeId) throw domainError('precondition', 'dynamicCodeWrong');
    const move = voucherMove('VERIFY', v.status);
    const view = (await vouchers.view(v.id))!;
    const inWindow = voucherInWindow(view.sessionDate, view.timezone, now.getTime());
    if (!inWindow && !redeem.confirmOutsideWindow) {
      const start = view.sessionStartSecond;
      throw outsideWindowError({
        kind: 'TICKETING_EVENT_TICKET_VOUCHER',
        subjectId: v.id,
        date: view.sessionDate,
        startSecond: start,
        endSecond: start,
        timezone: view.timezone,
      });
    }
    await vouchers.move(v.id, move.from, { status: move.to, verify_time: now }, now);
    await vouchers.log({
      voucherId: v.id,
      storeId,
      action: 'VERIFY',
      outsideWindow: !inWindow,
      staffUserId: redeem.staffUserId,
      reason: '',
      now,
    });
  }

  /**
   * A manager of the store undoes a redemption: the voucher waits for its
   * code again (the code's use is forgotten) and the undoing is logged.
   */
  async undoRedemption(storeId: string, voucherId: string, staffUserId: string, reason: string): Promise<VoucherView> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const v = await vouchers.lock(voucherId);
      if (!v || v.storeId !== storeId) throw domainError('not_found', 'voucherNotFound');
      const move = voucherMove('UNDO_VERIFY', v.status);
      await vouchers.move(v.id, move.from, { status: move.to, verify_time: null }, now);
      await trx
        .deleteFrom('dynamic_code_use')
        .where('kind', '=', 'TICKETING_EVENT_TICKET_VOUCHER')
        .where('subject_id', '=', v.id)
        .execute();
      await vouchers.log({
        voucherId: v.id,
        storeId,
        action: 'UNDO_VERIFY',
        outsideWindow: false,
        staffUserId,
        reason,
        now,
      });
    });
    return (await new TicketVoucherRepository(this.db).view(voucherId))!;
  }

  async getForDiner(userId: string, voucherId: string): Promise<VoucherView> {
    const v = await new TicketVoucherRepository(this.db).view(voucherId);
    if (!v || v.userId !== userId) throw domainError('not_found', 'voucherNotFound');
    return v;
  }

  async getForStore(storeId: string, voucherId: string): Promise<VoucherView> {
    const v = await new TicketVoucherRepository(this.db).view(voucherId);
    if (!v || v.storeId !== storeId) throw domainError('not_found', 'voucherNotFound');
    return v;
  }

  list(filter: VoucherFilter, page: Paging) {
    return new TicketVoucherRepository(this.db).list(filter, page.limit, page.offset);
  }
}

/** When a diner may no longer cancel a ticket of the event: its deadline, or the session's start if sooner (or unset). */
export function dinerRefundEnd(event: TicketingEventRecord, ticketId: string): Date {
  const t = event.tickets.find((x) => x.id === ticketId)!;
  const start = zonedInstant(t.sessionDate, t.sessionStartSecond, event.timezone);
  return event.dinerRefundDeadline && event.dinerRefundDeadline < start ? event.dinerRefundDeadline : start;
}
