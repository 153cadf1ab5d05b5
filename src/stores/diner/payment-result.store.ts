import { makeAutoObservable, runInAction } from 'mobx';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import { PaymentPurpose, Transaction_Status as TxStatus } from '../../gen/payment/v1/payment_pb';
import type { TransactionInfo } from '../../gen/payment/v1/public_transaction_service_pb';
import { silentCall } from '../../services/silent-call';
import type { DinerContext } from './diner-context';

/**
 * What the result page says (spec section 8 messages): paid; 'payment failed';
 * 'not paid successfully' while the channel has not confirmed; 'payment info
 * does not exist' for an unknown number; 'no payment record found, please
 * contact the store' when the order has no payment at all.
 */
export type PaymentVerdict = 'checking' | 'paid' | 'failed' | 'notPaid' | 'missing' | 'noRecord';

const POLL_MS = 1000;
/** The sandbox notifies within a second or two; a real channel within seconds. */
const POLL_TIMES = 8;

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
    for (let attempt = 0; attempt < POLL_TIMES && !this.stopped; attempt++) {
      const info = await this.ctx.api.publicTransaction
        .getAnonymousTransactionInfo({ transactionNo }, silentCall())
        .then((a) => a.info ?? null)
        .catch(() => null);
      if (!info) {
        runInAction(() => (this.verdict = 'missing'));
        return this.loadOrder();
      }
      runInAction(() => (this.info = info));
      if (info.status === TxStatus.FAIL) {
        runInAction(() => (this.verdict = 'failed'));
        return this.loadOrder();
      }
      if (info.status !== TxStatus.INIT && info.status !== TxStatus.PENDING) {
        runInAction(() => (this.verdict = 'paid'));
        return this.loadOrder();
      }
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
    runInAction(() => (this.verdict = 'notPaid'));
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
