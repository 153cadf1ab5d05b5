import type { Kysely } from 'kysely';
import { compareCents, subtractCents } from '@common/money';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { domainError } from '../errors';
import type { RefundRequest } from '../payment/refund-ledger';
import { subjectLedger } from '../payment/subject-ledger';
import type { TransactionRecord } from '../payment/transaction.repository';
import { isDone } from '../payment/transaction-status';
import type { Paging } from './catalogue.service';
import { MALL_ORDER_LAPSE_JOB, MALL_ORDER_PURPOSE } from './mall-checkout.service';
import type { MallOrderRecord, MallOrderView } from './mall-order.record';
import { MallOrderRepository, type MallOrderFilter } from './mall-order.repository';
import { assertOrderMove, CLOSE_REASON, ORDER_MOVES } from './mall-order-transitions';
import type { StockService } from './stock.service';

/** At an order's automatic receipt time: still waiting for the diner, it finishes. */
export const MALL_AUTO_RECEIVE_JOB = 'mall.order-auto-receive';

/** What orders use of payments' refunds (services.payments.refunds). */
export interface MallRefundPort {
  recordInTransaction(trx: Kysely<Database>, request: RefundRequest): Promise<TransactionRecord>;
  submitQuietly(refundIds: string[]): Promise<void>;
}

type CloseEvent = 'LAPSE' | 'BUYER_CANCEL' | 'REJECT' | 'SELLER_CANCEL';

/**
 * A mall order's life outside checkout and shipping: reading, the seller's
 * accept, reject and cancel, the diner's cancel and receipt, and the two
 * timers. Each change locks the order row, so a payment landing at the same
 * moment as a close waits and then sees the order as the close left it.
 */
export class MallOrderService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly stock: StockService,
    private readonly refunds: MallRefundPort,
    private readonly now: () => Date,
  ) {}

  async getForDiner(userId: string, orderId: string): Promise<MallOrderView> {
    const o = await new MallOrderRepository(this.db).view(orderId);
    if (!o || o.userId !== userId) throw domainError('not_found', 'mallOrderNotFound');
    return o;
  }

  async getForStore(storeId: string, orderId: string): Promise<MallOrderView> {
    const o = await new MallOrderRepository(this.db).view(orderId);
    if (!o || o.storeId !== storeId) throw domainError('not_found', 'mallOrderNotFound');
    return o;
  }

  list(filter: MallOrderFilter, page: Paging) {
    return new MallOrderRepository(this.db).list(filter, page.limit, page.offset);
  }

  /** Before the seller accepts: closed, stock returned, and a paid order refunded in full. */
  cancelByDiner(userId: string, orderId: string): Promise<MallOrderView> {
    return this.close((o) => o.userId === userId, orderId, 'BUYER_CANCEL', '', null);
  }

  reject(storeId: string, orderId: string, staffUserId: string, reason: string): Promise<MallOrderView> {
    return this.close((o) => o.storeId === storeId, orderId, 'REJECT', reason, staffUserId);
  }

  /** Accepted but nothing shipped yet (a closed shipment counts as never shipped). */
  cancelBySeller(storeId: string, orderId: string, staffUserId: string, reason: string): Promise<MallOrderView> {
    return this.close((o) => o.storeId === storeId, orderId, 'SELLER_CANCEL', reason, staffUserId);
  }

  async accept(storeId: string, orderId: string): Promise<MallOrderView> {
    await this.change(
      orderId,
      (o) => o.storeId === storeId,
      async (trx, o, now) => {
        assertOrderMove('ACCEPT', o.status);
        await new MallOrderRepository(trx).move(o.id, o.status, { status: 'WAIT_SHIPPED', confirm_time: now }, now);
      },
    );
    return this.getForStore(storeId, orderId);
  }

  /** The diner has what was delivered: the order finishes and its delivered shipments are RECEIVED. */
  async confirmReceipt(userId: string, orderId: string): Promise<MallOrderView> {
    await this.change(
      orderId,
      (o) => o.userId === userId,
      (trx, o, now) => this.finishIn(trx, o, now),
    );
    return this.getForDiner(userId, orderId);
  }

  /** The lapse job: an unpaid order past its deadline closes; anything else is left alone. */
  async lapse(orderId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const o = await new MallOrderRepository(trx).lock(orderId);
      if (!o || o.status !== 'WAIT_PAYMENT' || o.paymentExpireTime > now) return;
      await this.closeIn(trx, o, 'LAPSE', '', now);
    });
  }

  /** The receipt job: an order still waiting for the diner at its automatic receipt time finishes. */
  async autoReceive(orderId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const now = this.now();
      const o = await new MallOrderRepository(trx).lock(orderId);
      if (!o || o.status !== 'WAIT_BUYER_CONFIRM_RECEIVE' || !o.autoReceiveTime || o.autoReceiveTime > now) return;
      await this.finishIn(trx, o, now);
    });
  }

  /** Keeps the order's refunded amount equal to its payment ledger's successful refunds. */
  async syncRefundedIn(trx: Kysely<Database>, orderId: string, now: Date): Promise<void> {
    const orders = new MallOrderRepository(trx);
    if (!(await orders.lock(orderId))) return;
    const ledger = await subjectLedger(trx, MALL_ORDER_PURPOSE, orderId);
    await orders.setRefunded(orderId, ledger.refunded, now);
  }

  private async finishIn(trx: Kysely<Database>, o: MallOrderRecord, now: Date): Promise<void> {
    assertOrderMove('CONFIRM_RECEIPT', o.status);
    const orders = new MallOrderRepository(trx);
    await orders.receiveAll(o.id, now);
    await orders.move(o.id, o.status, { status: 'FINISHED', finish_time: now }, now);
    await new JobRepository(trx).cancel(`${MALL_AUTO_RECEIVE_JOB}:${o.id}`, now);
  }

  private async close(
    owns: (o: MallOrderRecord) => boolean,
    orderId: string,
    event: CloseEvent,
    note: string,
    operatorUserId: string | null,
  ): Promise<MallOrderView> {
    let refundIds: string[] = [];
    await this.change(orderId, owns, async (trx, o, now) => {
      refundIds = await this.closeIn(trx, o, event, note.trim().slice(0, 200), now, operatorUserId);
    });
    // Sent to the channel only once the close is committed: never a call out inside a transaction.
    await this.refunds.submitQuietly(refundIds);
    return (await new MallOrderRepository(this.db).view(orderId))!;
  }

  /** Closes with the event's reason, gives every item's stock back and refunds what was paid. */
  private async closeIn(
    trx: Kysely<Database>,
    o: MallOrderRecord,
    event: CloseEvent,
    note: string,
    now: Date,
    operatorUserId: string | null = null,
  ): Promise<string[]> {
    assertOrderMove(event, o.status);
    const orders = new MallOrderRepository(trx);
    const items = await orders.itemRows(o.id);
    if (event === 'SELLER_CANCEL' && items.some((i) => i.shipped_quantity > 0)) {
      throw domainError('precondition', 'mallOrderHasShipments');
    }
    await orders.move(
      o.id,
      o.status,
      {
        status: ORDER_MOVES[event].to as 'CLOSED',
        close_reason: CLOSE_REASON[event],
        close_note: note,
        close_time: now,
      },
      now,
    );
    for (const i of items) {
      await this.stock.releaseIn(trx, {
        skuId: i.sku_id,
        quantity: i.quantity,
        stockMode: i.stock_mode,
        saleMode: i.sale_mode,
        saleDate: i.sale_date,
        price: i.unit_price,
      });
    }
    await new JobRepository(trx).cancel(`${MALL_ORDER_LAPSE_JOB}:${o.id}`, now);
    if (o.status === 'WAIT_PAYMENT') return [];
    return this.refundPayments(trx, o.id, reasonText(event, note), operatorUserId);
  }

  /** Every accepted payment of the order back in full, through the channel it came by. */
  private async refundPayments(trx: Kysely<Database>, orderId: string, reason: string, operatorUserId: string | null) {
    const ledger = await subjectLedger(trx, MALL_ORDER_PURPOSE, orderId);
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

  /** Runs one change of an order in one transaction, with its row locked, if `owns` says it is the caller's. */
  private async change(
    orderId: string,
    owns: (o: MallOrderRecord) => boolean,
    apply: (trx: Kysely<Database>, o: MallOrderRecord, now: Date) => Promise<void>,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const o = await new MallOrderRepository(trx).lock(orderId);
      if (!o || !owns(o)) throw domainError('not_found', 'mallOrderNotFound');
      await apply(trx, o, this.now());
    });
  }
}

const REASONS: Record<CloseEvent, string> = {
  LAPSE: 'mall order unpaid',
  BUYER_CANCEL: 'mall order cancelled by the diner',
  REJECT: 'mall order rejected by the store',
  SELLER_CANCEL: 'mall order cancelled by the store',
};

function reasonText(event: CloseEvent, note: string): string {
  return note ? `${REASONS[event]}: ${note}` : REASONS[event];
}
