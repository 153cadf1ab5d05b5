import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SandboxPaymentOrderTable, SandboxPaymentRefundTable } from './sandbox.tables';

export type SandboxOrderStatus = 'WAIT_PAY' | 'PAID' | 'FAILED' | 'CLOSED';

export interface SandboxOrder {
  id: string;
  orderNo: string;
  outTradeNo: string;
  amount: string;
  currency: string;
  description: string;
  expireTime: Date | null;
  notifyUrl: string;
  returnUrl: string;
  status: SandboxOrderStatus;
  payerAccount: string;
  paidTime: Date | null;
  refundedAmount: string;
}

export interface SandboxRefund {
  id: string;
  refundNo: string;
  orderId: string;
  outRefundNo: string;
  amount: string;
  status: 'PROCESSING' | 'SUCCESS' | 'FAILED';
  successTime: Date | null;
}

/** The sandbox channel's books. */
export class SandboxOrderRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertOrder(order: Omit<SandboxOrder, 'id' | 'status' | 'payerAccount' | 'paidTime' | 'refundedAmount'>) {
    const row = await this.db
      .insertInto('sandbox_payment_order')
      .values({
        order_no: order.orderNo,
        out_trade_no: order.outTradeNo,
        amount: order.amount,
        currency: order.currency,
        description: order.description,
        expire_time: order.expireTime,
        notify_url: order.notifyUrl,
        return_url: order.returnUrl,
      })
      .onConflict((oc) => oc.column('out_trade_no').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row ? toOrder(row) : ((await this.orderBy('out_trade_no', order.outTradeNo)) as SandboxOrder);
  }

  async orderBy(column: 'order_no' | 'out_trade_no', value: string, lock = false): Promise<SandboxOrder | undefined> {
    let query = this.db.selectFrom('sandbox_payment_order').selectAll().where(column, '=', value);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    return row && toOrder(row);
  }

  async settleOrder(id: string, status: 'PAID' | 'FAILED', payerAccount: string, now: Date): Promise<void> {
    await this.db
      .updateTable('sandbox_payment_order')
      .set({ status, payer_account: payerAccount, paid_time: status === 'PAID' ? now : null })
      .where('id', '=', id)
      .where('status', '=', 'WAIT_PAY')
      .execute();
  }

  async refundBy(outRefundNo: string): Promise<SandboxRefund | undefined> {
    const row = await this.db
      .selectFrom('sandbox_payment_refund')
      .selectAll()
      .where('out_refund_no', '=', outRefundNo)
      .executeTakeFirst();
    return row && toRefund(row);
  }

  /** A refund the sandbox's bank pays out at once. */
  async insertRefund(refund: {
    refundNo: string;
    orderId: string;
    outRefundNo: string;
    amount: string;
    notifyUrl: string;
    now: Date;
  }): Promise<SandboxRefund> {
    await this.db
      .updateTable('sandbox_payment_order')
      .set({ refunded_amount: sql<string>`refunded_amount + ${refund.amount}::bigint` })
      .where('id', '=', refund.orderId)
      .execute();
    const row = await this.db
      .insertInto('sandbox_payment_refund')
      .values({
        refund_no: refund.refundNo,
        order_id: refund.orderId,
        out_refund_no: refund.outRefundNo,
        amount: refund.amount,
        notify_url: refund.notifyUrl,
        status: 'SUCCESS',
        success_time: refund.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRefund(row);
  }
}

function toOrder(row: Selectable<SandboxPaymentOrderTable>): SandboxOrder {
  return {
    id: row.id,
    orderNo: row.order_no,
    outTradeNo: row.out_trade_no,
    amount: row.amount,
    currency: row.currency,
    description: row.description,
    expireTime: row.expire_time,
    notifyUrl: row.notify_url,
    returnUrl: row.return_url,
    status: row.status as SandboxOrderStatus,
    payerAccount: row.payer_account,
    paidTime: row.paid_time,
    refundedAmount: row.refunded_amount,
  };
}

function toRefund(row: Selectable<SandboxPaymentRefundTable>): SandboxRefund {
  return {
    id: row.id,
    refundNo: row.refund_no,
    orderId: row.order_id,
    outRefundNo: row.out_refund_no,
    amount: row.amount,
    status: row.status as SandboxRefund['status'],
    successTime: row.success_time,
  };
}
