import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import { PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import type { TransactionInfo } from '../../gen/payment/v1/public_transaction_service_pb';
import { silentCall } from '../../services/silent-call';
import { awaitTransaction, POLL_MS } from '../payment/await-transaction';
import type { DinerContext } from './diner-context';

/**
 * What the result page says (spec section 8 messages): paid; 'payment failed';
 * 'not paid successfully' while the channel has not confirmed; 'payment info
 * does not exist' for an unknown number; 'no payment record found, please
 * contact the store' when the order has no payment at all.
 */
export type PaymentVerdict = 'checking' | 'paid' | 'failed' | 'notPaid' | 'missing' | 'noRecord';

export class PaymentResultStore {
  verdict: PaymentVerdict = 'checking';
  info: TransactionInfo | null = null;
  order: BookingOrder | null = null;
  private stopped = false;

  constructor(
    private readonly ctx: DinerContext,
    readonly transactionNo: string,
    readonly orderId: string,
    private readonly pollMs = POLL_MS,
  ) {
    makeAutoObservable<this, 'ctx' | 'stopped' | 'pollMs'>(
      this,
      { ctx: false, stopped: false, pollMs: false },
      { autoBind: true },
    );
  }

  /** The order the payment was for (the URL's, else the transaction's subject). */
  get subjectOrderId(): string {
    return this.orderId || (this.info?.purpose === PaymentPurpose.BOOKING_ORDER_DEPOSIT ? this.info.subjectId : '');
  }

  async load(): Promise<void> {
    this.verdict = 'checking';
    const transactionNo = this.transactionNo || (await this.latestTransactionNo());
    if (!transactionNo) {
      runInAction(() => (this.verdict = 'noRecord'));
      return this.loadOrder();
    }
    const { verdict } = await awaitTransaction(this.ctx.api.publicTransaction, transactionNo, {
      pollMs: this.pollMs,
      stopped: () => this.stopped,
      onInfo: (info) => runInAction(() => (this.info = info)),
    });
    runInAction(() => (this.verdict = verdict));
    await this.loadOrder();
  }

  /** Leaving the page stops asking. */
  stop(): void {
    this.stopped = true;
  }

  private async latestTransactionNo(): Promise<string> {
    if (!this.orderId) return '';
    try {
      const { list } = await this.ctx.api.dinerTransaction.listTransactions(
        { purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT, subjectId: this.orderId, query: { limit: 1 } },
        silentCall(),
      );
      return list[0]?.transactionNo ?? '';
    } catch {
      return '';
    }
  }

  private async loadOrder(): Promise<void> {
    const id = this.subjectOrderId;
    if (!id) return;
    try {
      const { order } = await this.ctx.api.dinerBookingOrder.getMyBookingOrder({ bookingOrderId: id }, silentCall());
      runInAction(() => (this.order = order ?? null));
    } catch {
      // The result stands without the order.
    }
  }
}
