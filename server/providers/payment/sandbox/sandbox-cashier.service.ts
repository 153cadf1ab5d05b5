import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { queueSandboxEvent } from './sandbox-events';
import { SandboxOrderRepository, type SandboxOrder } from './sandbox-order.repository';
import { sameSignature, signCashierLink } from './sandbox-signature';

export type CashierOutcome = 'PAID' | 'FAILED' | 'ALREADY_DONE' | 'EXPIRED';

export const DEFAULT_SANDBOX_PAYER = 'sandbox-buyer';

/**
 * The payer's side of the sandbox: what its cashier page shows, and what the
 * Pay and Fail buttons do. Paying changes the sandbox's books and queues the
 * signed notification; our payment records learn of it only from that
 * notification (or a query), exactly as with a real channel.
 */
export class SandboxCashier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly now: () => Date,
  ) {}

  /** The order a cashier link shows; undefined for an unknown order or a forged link. */
  async open(orderNo: string, sig: string): Promise<SandboxOrder | undefined> {
    if (!/^SBX[0-9A-F]{20}$/.test(orderNo) || !sameSignature(signCashierLink(this.secret, orderNo), sig)) {
      return undefined;
    }
    return new SandboxOrderRepository(this.db).orderBy('order_no', orderNo);
  }

  async pay(order: SandboxOrder, payerAccount: string): Promise<CashierOutcome> {
    return this.settle(order, 'PAID', payerAccount.trim().slice(0, 64) || DEFAULT_SANDBOX_PAYER);
  }

  async fail(order: SandboxOrder): Promise<CashierOutcome> {
    return this.settle(order, 'FAILED', '');
  }

  private async settle(order: SandboxOrder, to: 'PAID' | 'FAILED', payerAccount: string): Promise<CashierOutcome> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const books = new SandboxOrderRepository(trx);
      const current = await books.orderBy('order_no', order.orderNo, true);
      if (!current || current.status !== 'WAIT_PAY') return 'ALREADY_DONE';
      if (current.expireTime && current.expireTime <= now) return 'EXPIRED';
      await books.settleOrder(current.id, to, payerAccount, now);
      await queueSandboxEvent(
        trx,
        current.notifyUrl,
        to === 'PAID'
          ? {
              id: `pay-${current.orderNo}`,
              event_type: 'TRANSACTION.SUCCESS',
              out_trade_no: current.outTradeNo,
              order_no: current.orderNo,
              amount: current.amount,
              currency: current.currency,
              payer_account: payerAccount,
              success_time: now.toISOString(),
            }
          : {
              id: `fail-${current.orderNo}`,
              event_type: 'TRANSACTION.FAIL',
              out_trade_no: current.outTradeNo,
              order_no: current.orderNo,
              amount: current.amount,
              currency: current.currency,
              reason: 'the payer chose Fail in the sandbox cashier',
            },
        now,
      );
      return to;
    });
  }
}
