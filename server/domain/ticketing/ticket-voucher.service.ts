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
import type { VoucherRecord, VoucherView } from './ticketing.record';
import { voucherMove } from './voucher-transitions';
import { requireOpenToDiners } from '../org/store-open.rule';
import type { Redeem } from '../dynamic-code/dynamic-code.service';
import { outsideWindowError, voucherInWindow } from '../dynamic-code/redeem-window';

export const VOUCHER_PURPOSE = 'TICKETING_EVENT_TICKET_VOUCHER' as const;
/** An unpaid voucher holds its ticket this long, then lapses and the ticket is for sale again. */
export const PAYMENT_WINDOW_MS = 15 * 60_000;
/** At a voucher's payment deadline: still unpaid, it is cancelled and its ticket given back. */
export const VOUCHER_LAPSE_JOB = 'ticketing.voucher-lapse';

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
   * Takes one ticket for the diner: inside the sale window, under the
   * event's per-diner limit (purchases of one event queue on its row lock)
   * and while the ticket has any left (the database refuses more).
   */
  async buy(userId: string, eventId: string, ticketId: string): Promise<VoucherView> {
    const id = await this.db.transaction().execute(async (trx) => {
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
      if ((await vouchers.countHeld(userId, eventId)) >= event.perDinerLimit) {
        throw domainError('precondition', 'ticketLimitReached');
      }
      const ticket = await events.take(ticketId, now);
      if (!ticket) throw domainError('precondition', 'insufficientInventory');
      const deadline = new Date(Math.min(now.getTime() + PAYMENT_WINDOW_MS, event.saleEndTime.getTime()));
      const voucher = await vouchers.insert({
        event_id: eventId,
        ticket_id: ticketId,
        merchant_id: event.merchantId,
        store_id: event.storeId,
        user_id: userId,
        status: 'WAIT_PAYMENT',
        price: ticket.price,
        payment_expire_time: deadline,
      });
      await new JobRepository(trx).enqueue({
        kind: VOUCHER_LAPSE_JOB,
        payload: { voucherId: voucher.id },
        runAt: deadline,
        dedupeKey: `${VOUCHER_LAPSE_JOB}:${voucher.id}`,
      });
      return voucher.id;
    });
    return (await new TicketVoucherRepository(this.db).view(id))!;
  }

  /** The lapse job: an unpaid voucher past its deadline is cancelled; anything else is left alone. */
  async lapse(voucherId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const v = await vouchers.lock(voucherId);
      if (!v || v.status !== 'WAIT_PAYMENT' || v.paymentExpireTime > now) return;
      const move = voucherMove('LAPSE', v.status);
      await vouchers.move(v.id, move.from, { status: move.to, cancel_time: now, cancel_reason: 'PAYMENT_LAPSED' }, now);
      await new TicketingEventRepository(trx).giveBack(v.ticketId, now);
    });
  }

  /**
   * Staff refund a paid, unused voucher: it is cancelled, its ticket is for
   * sale again and its payment goes back through the channel it came by.
   */
  async refund(storeId: string, voucherId: string, staffUserId: string, reason: string): Promise<VoucherView> {
    const refundIds = await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const vouchers = new TicketVoucherRepository(trx);
      const v = await vouchers.lock(voucherId);
      if (!v || v.storeId !== storeId) throw domainError('not_found', 'voucherNotFound');
      const move = voucherMove('REFUND', v.status);
      await vouchers.move(v.id, move.from, { status: move.to, cancel_time: now, cancel_reason: 'STORE_REFUND' }, now);
      await new TicketingEventRepository(trx).giveBack(v.ticketId, now);
      return this.refundPayments(trx, v, reason || 'ticket voucher refunded by the store', staffUserId);
    });
    await this.refunds.submitQuietly(refundIds);
    return (await new TicketVoucherRepository(this.db).view(voucherId))!;
  }

  private async refundPayments(
    trx: Kysely<Database>,
    v: VoucherRecord,
    reason: string,
    operatorUserId: string,
  ): Promise<string[]> {
    const ledger = await subjectLedger(trx, VOUCHER_PURPOSE, v.id);
    const ids: string[] = [];
    for (const payment of ledger.transactions) {
      const credited = payment.kind === 'PAYMENT' && isDone(payment.status);
      if (!credited || payment.anomaly) continue;
      const refundable = subtractCents(payment.amount, payment.refundedAmount, payment.refundingAmount);
      if (compareCents(refundable, 0) <= 0) continue;
      const refund = await this.refunds.recordInTransaction(trx, {
        paymentId: payment.id,
        amount: refundable,
        reason,
        operatorUserId,
      });
      ids.push(refund.id);
    }
    return ids;
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
