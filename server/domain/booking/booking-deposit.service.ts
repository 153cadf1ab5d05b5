import type { Kysely } from 'kysely';
import { addCents } from '@common/money';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { domainError } from '../errors';
import { StoreRepository } from '../store/store.repository';
import { mayConfirmWithoutStaff } from './blacklist-rule';
import {
  AUTO_ACCEPT_JOB,
  cancelDepositExpiry,
  DEPOSIT_EXPIRY_JOB,
  scheduleAutoAccept,
  type OrderTimerPayload,
} from './booking-timers';
import { OrderMutation, SYSTEM_ACTOR, type Actor } from './order-mutation';
import type { OrderRecord } from './order.record';
// notifications
import { raiseOrderClosed } from '../notification/booking-events';

export interface DepositPaid {
  orderId: string;
  /** Cents received. */
  amount: string;
  paidTime: Date;
  /** The payment's own reference, kept in the order log. */
  reference?: string;
  /** Who paid (the payer online, the staff member who took cash); default SYSTEM. */
  actor?: Actor;
  /** OFFLINE_DEPOSIT for money taken at the store; default DEPOSIT_PAY. */
  logType?: 'DEPOSIT_PAY' | 'OFFLINE_DEPOSIT';
  /** More for the log entry (channel, cash or card). */
  details?: Record<string, unknown>;
}

export type DepositPaidOutcome =
  | { accepted: true; order: OrderRecord }
  /** The order no longer waits for its deposit (expired, cancelled): the payment must be refunded. */
  | { accepted: false; order: OrderRecord };

/**
 * The booking side of deposits and the two durable timers.
 *
 * For payments: call `recordDepositPaid(trx, …)` inside the transaction that
 * records a successful deposit payment. It locks the order, adds the amount to
 * paidAmount, moves WAIT_DEPOSIT_PAYMENT to WAIT_STORE_CONFIRM, withdraws the
 * deposit-expiry timer and writes DEPOSIT_PAY; then, when the store accepts
 * immediately or made the order itself, straight on to WAIT_SERVICE
 * (STORE_CONFIRM by SYSTEM), else it starts the auto-accept timer when the
 * store has one. An order that stopped waiting answers accepted: false and
 * is left unchanged.
 */
export class BookingDepositService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async recordDepositPaid(trx: Kysely<Database>, paid: DepositPaid): Promise<DepositPaidOutcome> {
    if (!/^\d+$/.test(paid.amount) || BigInt(paid.amount) <= 0n) throw domainError('invalid', 'invalidAmount');
    const m = new OrderMutation(trx, this.now(), paid.actor ?? SYSTEM_ACTOR);
    const order = await m.load(paid.orderId, { system: true });
    if (order.status !== 'WAIT_DEPOSIT_PAYMENT') return { accepted: false, order };
    const updated = await m.apply(
      order,
      'DEPOSIT_PAID',
      {
        paid_amount: addCents(order.paidAmount, paid.amount),
        deposit_paid_time: paid.paidTime,
        deposit_expire_time: null,
      },
      {
        type: paid.logType ?? 'DEPOSIT_PAY',
        after: { amount: paid.amount, reference: paid.reference ?? '', ...paid.details },
      },
    );
    return { accepted: true, order: await this.moveOn(trx, updated, m.now, m.actor) };
  }

  /**
   * An order whose deposit is settled (paid, or waived by staff) and now waits
   * for the store: the expiry timer goes; it is confirmed at once when the
   * store accepts immediately or made the order itself, else the auto-accept
   * timer starts; a blacklisted diner's own order waits for staff. A confirmation
   * that follows a staff member's act (cash taken, deposit waived) is logged as
   * theirs; after a diner's or the payment channel's it is the store's rule, SYSTEM.
   */
  async moveOn(trx: Kysely<Database>, order: OrderRecord, now: Date, by: Actor = SYSTEM_ACTOR): Promise<OrderRecord> {
    await cancelDepositExpiry(trx, order.id, now);
    if (!(await mayConfirmWithoutStaff(trx, order))) return order;
    const store = await new StoreRepository(trx).findById(order.storeId);
    const autoAccept = store?.businessConfig.autoAcceptMinute ?? null;
    if (order.creatorType !== 'USER' || autoAccept === 0) {
      const confirmer = by.type === 'USER' ? SYSTEM_ACTOR : by;
      return new OrderMutation(trx, now, confirmer).confirm(order);
    }
    if (autoAccept) await scheduleAutoAccept(trx, order.id, new Date(now.getTime() + autoAccept * 60_000));
    return order;
  }

  /** The auto-accept timer: confirms an order still waiting for the store, unless its diner is blacklisted by now. */
  async autoAccept(orderId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const m = new OrderMutation(trx, this.now(), SYSTEM_ACTOR);
      const order = await m.load(orderId, { system: true }).catch(() => undefined);
      if (order?.status === 'WAIT_STORE_CONFIRM' && (await mayConfirmWithoutStaff(trx, order))) await m.confirm(order);
    });
  }

  /** The deposit-expiry timer: closes an order still unpaid as DEPOSIT_PAYMENT_FAIL and frees its tables. */
  async expireDeposit(orderId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const m = new OrderMutation(trx, this.now(), SYSTEM_ACTOR);
      const order = await m.load(orderId, { system: true }).catch(() => undefined);
      if (order?.status !== 'WAIT_DEPOSIT_PAYMENT') return;
      // The entry's close reason (DEPOSIT_PAYMENT_FAIL) says why, in the reader's words.
      const closed = await m.close(order, 'DEPOSIT_EXPIRE');
      // notifications: CLOSE_BOOKING_ORDER (nothing was paid, so nothing to settle)
      await raiseOrderClosed(trx, closed, m.now);
    });
  }

  /** Handlers are idempotent: a job that runs twice finds the order moved on and does nothing. */
  registerTimers(jobs: JobRunner): void {
    jobs.register(AUTO_ACCEPT_JOB, (payload: OrderTimerPayload) => this.autoAccept(payload.orderId));
    jobs.register(DEPOSIT_EXPIRY_JOB, (payload: OrderTimerPayload) => this.expireDeposit(payload.orderId));
  }
}
