import type { Kysely } from 'kysely';
import { compareCents } from '@common/money';
import type { Database } from '../../../db/schema';
import { domainError } from '../../errors';
import type { OfflinePaymentInput } from '../../payment/offline-payment.service';
import type { OfflineKind } from '../../payment/payment-types';
import type { TransactionRecord } from '../../payment/transaction.repository';
import type { BookingDepositService } from '../booking-deposit.service';
import type { OrderRecord } from '../order.record';
import { OrderRepository } from '../order.repository';
import { factsOf, type Actor, type OrderMutation } from '../order-mutation';
import { transition } from '../order-transitions';
import {
  discountDeposit,
  forfeitDeposit,
  forfeitFinalPayment,
  modifyDeposit,
  revokeOperation,
} from './deposit-operations';
import { DepositSettingRepository, type DepositSettings } from './deposit-setting.repository';
import { BOOKS, netPaid, type Book } from './order-money';
import type { OrderRefunds } from './order-refunds';
// notifications
import { raiseOrderEvent } from '../../notification/booking-events';

/** What staff use of payments' offline service (services.payments.offline). */
export interface OfflinePort {
  record(input: OfflinePaymentInput): Promise<TransactionRecord>;
}

export interface RefundResult {
  order: OrderRecord;
  refunds: TransactionRecord[];
}

/**
 * Staff handle an order's deposit and final payment (StoreDepositService).
 * Every operation is one transaction on the locked order of the caller's
 * store, checked against the transition table, then its amounts, logged;
 * refunds are sent to their channel once it commits.
 */
export class StoreDepositService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly refunds: OrderRefunds,
    private readonly deposits: BookingDepositService,
    private readonly offline: OfflinePort,
    private readonly now: () => Date,
  ) {}

  private act<T>(
    storeId: string,
    orderId: string,
    actor: Actor,
    fn: (m: OrderMutation, order: OrderRecord) => Promise<T>,
  ): Promise<T> {
    return this.refunds.run(this.db, orderId, this.now(), actor, async (m) =>
      fn(m, await m.load(orderId, { storeId })),
    );
  }

  /** Cash or card taken at the counter for the deposit or what is owed of the final payment. */
  async payOffline(
    book: Book,
    storeId: string,
    orderId: string,
    actor: Actor,
    offlineKind: OfflineKind,
    remark: string,
  ): Promise<{ order: OrderRecord; transaction: TransactionRecord }> {
    const transaction = await this.offline.record({
      storeId,
      staffUserId: actor.userId as string,
      purpose: BOOKS[book].purpose,
      subjectId: orderId,
      offlineKind,
      remark,
    });
    return { order: (await new OrderRepository(this.db).find(orderId)) as OrderRecord, transaction };
  }

  /** The order as `db` sees it (a payment's transaction: the order it has just paid). */
  async order(orderId: string, db: Kysely<Database> = this.db): Promise<OrderRecord> {
    return (await new OrderRepository(db).find(orderId)) as OrderRecord;
  }

  modifyDeposit(storeId: string, orderId: string, actor: Actor, amount: string, remark: string) {
    return this.act(storeId, orderId, actor, async (m, order) => {
      const changed = await modifyDeposit(m, order, amount, remark, this.deposits);
      // notifications: REMIND_DEPOSIT_CHANGE
      await raiseOrderEvent(m.trx, 'REMIND_DEPOSIT_CHANGE', changed, m.now);
      return changed;
    });
  }

  refund(book: Book, storeId: string, orderId: string, actor: Actor, amount: string, reason: string) {
    return this.act(storeId, orderId, actor, (m, order) => this.refunds.refund(m, order, book, amount, { reason }));
  }

  /** Refunds the whole deposit still held (spec: refund the refundable part). */
  refundRefundableDeposit(storeId: string, orderId: string, actor: Actor, reason: string): Promise<RefundResult> {
    return this.act(storeId, orderId, actor, (m, order) => {
      transition('DEPOSIT_REFUND', factsOf(order, m.now));
      const held = netPaid(order);
      if (compareCents(held, 0) <= 0) throw domainError('precondition', 'nothingToRefund');
      return this.refunds.refund(m, order, 'DEPOSIT', held, { reason, log: { refundable: true } });
    });
  }

  forfeitDeposit(storeId: string, orderId: string, actor: Actor, amount: string, remark: string) {
    return this.act(storeId, orderId, actor, (m, order) => forfeitDeposit(m, order, amount, remark));
  }

  discountDeposit(storeId: string, orderId: string, actor: Actor, amount: string, remark: string) {
    return this.act(storeId, orderId, actor, (m, order) => discountDeposit(m, order, amount, remark));
  }

  forfeitFinalPayment(storeId: string, orderId: string, actor: Actor, amount: string, remark: string) {
    return this.act(storeId, orderId, actor, (m, order) => forfeitFinalPayment(m, order, amount, remark));
  }

  /**
   * Undoes a forfeit or discount. On a closed order the amount it frees goes
   * back to the diner at once: a closed order holds no money (close-settlement.ts).
   */
  revoke(storeId: string, orderId: string, actor: Actor, logId: string) {
    return this.act(storeId, orderId, actor, async (m, order) => {
      const revoked = await revokeOperation(m, order, logId);
      const held = netPaid(revoked);
      if (revoked.status !== 'CLOSED' || compareCents(held, 0) <= 0) return revoked;
      const refunded = await this.refunds.refund(m, revoked, 'DEPOSIT', held, {
        reason: 'revoked on a closed order',
        logRemark: '',
        log: { revokedLogId: logId, cause: 'REVOKED_ON_CLOSED' },
      });
      return refunded.order;
    });
  }

  settings(storeId: string): Promise<DepositSettings> {
    return new DepositSettingRepository(this.db).get(storeId);
  }

  async updateSettings(storeId: string, settings: DepositSettings): Promise<DepositSettings> {
    const repo = new DepositSettingRepository(this.db);
    await repo.save(storeId, settings);
    return repo.get(storeId);
  }
}
