import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_Status as Status, type BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import type { Store } from '../../gen/store/v1/store_pb';
import type { GetPaymentConfigResponse } from '../../gen/payment/v1/diner_payment_config_service_pb';
import { PaymentPurpose, type PaymentOption } from '../../gen/payment/v1/payment_pb';
import { RpcError } from '../../services/rpc-error';
import { silentCall } from '../../services/silent-call';
import { startPayment } from '../payment/pay-subject';
import type { DinerContext } from './diner-context';

export const PAYMENT_RESULT_PATH = '/pages/sub-user/payment-result/index';

export type PayOutcome =
  /** The browser is on its way to the hosted cashier, which comes back to payment-result. */
  | { kind: 'redirecting' }
  /** The host's payment ended: payment-result reads what happened. */
  | { kind: 'done'; transactionNo: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; transactionNo: string };

const ms = (t: { seconds: bigint } | undefined) => (t ? Number(t.seconds) * 1000 : null);

/**
 * payment (the cashier of): the order's deposit as the server quotes
 * it, the countdown to its expiry, the ways to pay on this host, and paying
 * through the platform's payment adapter.
 */
export class PaymentStore {
  order: BookingOrder | null = null;
  /** The order's store: the cashier's card is titled with it. */
  store: Store | null = null;
  config: GetPaymentConfigResponse | null = null;
  state: 'loading' | 'ready' | 'error' = 'loading';
  /** The server's reason the deposit cannot be paid (e.g. not supported, already paid). */
  problem = '';
  optionIndex = 0;
  paying = false;

  constructor(
    private readonly ctx: DinerContext,
    readonly orderId: string,
  ) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false }, { autoBind: true });
  }

  private async loadStore(): Promise<void> {
    const storeId = this.order?.storeId;
    if (!storeId) return;
    const store = this.ctx.catalog.get(storeId) ?? (await this.ctx.catalog.fetch(storeId).catch(() => null));
    runInAction(() => (this.store = store ?? null));
  }

  get expireAtMs(): number | null {
    return ms(this.config?.expireTime) ?? ms(this.order?.depositExpireTime);
  }

  /** The deposit is paid already (back through the history after paying): the page shows the result instead. */
  get alreadyPaid(): boolean {
    const o = this.order;
    return !!o && o.status !== Status.WAIT_DEPOSIT_PAYMENT && !!o.paidAmount && o.paidAmount !== '0';
  }

  get options(): PaymentOption[] {
    return this.config?.optionList ?? [];
  }

  get amount(): string {
    return this.config?.amount ?? this.order?.depositAmount ?? '0';
  }

  /** The currency of the amount: the payment config's answer, else the order's (its store's). */
  get currency(): string {
    return this.config?.currency || this.order?.currency || '';
  }

  async load(): Promise<void> {
    const { api } = this.ctx;
    try {
      const { order } = await api.dinerBookingOrder.getMyBookingOrder({ bookingOrderId: this.orderId });
      runInAction(() => (this.order = order ?? null));
    } catch {
      runInAction(() => (this.state = 'error'));
      return;
    }
    void this.loadStore();
    // Paid: asking for payment options would only be refused as already paid.
    if (this.alreadyPaid) {
      runInAction(() => (this.state = 'ready'));
      return;
    }
    try {
      const config = await api.dinerPaymentConfig.getPaymentConfig(
        { purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT, subjectId: this.orderId },
        silentCall(),
      );
      runInAction(() => {
        this.config = config;
        this.state = 'ready';
      });
    } catch (error) {
      // The page says why it cannot be paid (expired, paid, not supported) instead of a passing toast.
      runInAction(() => {
        this.problem = error instanceof RpcError ? error.rawMessage : '';
        this.state = 'ready';
      });
    }
  }

  chooseOption(index: number): void {
    if (index >= 0 && index < this.options.length) this.optionIndex = index;
  }

  async pay(): Promise<PayOutcome | null> {
    const option = this.options[this.optionIndex];
    if (!option || this.paying) return null;
    this.paying = true;
    try {
      const { result, transactionNo } = await startPayment(this.ctx.api.publicTransaction, this.ctx.platform, {
        purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT,
        subjectId: this.orderId,
        option,
        returnPage: `${PAYMENT_RESULT_PATH}?orderId=${encodeURIComponent(this.orderId)}`,
      });
      if (result === 'redirecting') return { kind: 'redirecting' };
      if (result === 'cancelled') return { kind: 'cancelled' };
      if (result === 'failed') return { kind: 'failed', transactionNo };
      return { kind: 'done', transactionNo };
    } catch {
      // The catalogue has shown the server's message ('payment failed', 'this kind of payment is not supported').
      return null;
    } finally {
      runInAction(() => (this.paying = false));
    }
  }
}
