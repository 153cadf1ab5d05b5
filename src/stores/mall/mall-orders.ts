import { timestampDate } from '@bufbuild/protobuf/wkt';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import { MallOrder_Status as Status, type MallOrder } from '../../gen/mall/v1/mall_order_pb';
import type { MallApi } from '../../services/mall-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';
import { PaymentWatch } from '../payment/payment-watch';
import { payMallOrder, type MallPayOutcome } from './mall-pay';

/** The order list's tabs and the statuses each shows (none: all). */
export const ORDER_TABS = {
  all: [],
  toPay: [Status.WAIT_PAYMENT],
  toShip: [Status.WAIT_SELLER_CONFIRM, Status.WAIT_SHIPPED],
  toReceive: [Status.WAIT_RECEIVE, Status.WAIT_BUYER_CONFIRM_RECEIVE],
  finished: [Status.FINISHED],
  closed: [Status.CLOSED],
} as const satisfies Record<string, readonly Status[]>;

export type OrderTab = keyof typeof ORDER_TABS;

/** mall-order-history: the diner's orders of one tab, newest first, a page at a time. */
export class MallOrderHistory {
  tab: OrderTab = 'all';
  list: PagedList<MallOrder>;

  constructor(private readonly api: MallApi) {
    this.list = this.listFor('all');
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  private listFor(tab: OrderTab): PagedList<MallOrder> {
    return new PagedList((offset, limit) =>
      this.api.orders.queryMyMallOrders({ statusList: [...ORDER_TABS[tab]], query: { offset, limit } }),
    );
  }

  load(): Promise<void> {
    return this.list.refresh();
  }

  show(tab: OrderTab): Promise<void> {
    if (tab === this.tab) return Promise.resolve();
    this.tab = tab;
    this.list = this.listFor(tab);
    return this.list.load();
  }
}

/** Whether the diner may still cancel: before the seller accepts. */
export const cancellable = (o: MallOrder) =>
  o.status === Status.WAIT_PAYMENT || o.status === Status.WAIT_SELLER_CONFIRM;

/** Whether the order can still be paid at this moment (before its deadline). */
export function payable(o: MallOrder, nowMs: number): boolean {
  if (o.status !== Status.WAIT_PAYMENT) return false;
  return !o.paymentExpireTime || timestampDate(o.paymentExpireTime).getTime() > nowMs;
}

/**
 * mall-order-detail: one order and what the diner can do with it. Back from
 * the cashier (`transactionNo`) or from the host's payment, it waits for the
 * payment's result before it offers paying again.
 */
export class MallOrderView {
  readonly order: Loadable<MallOrder>;
  readonly payment: PaymentWatch;
  busy = false;
  private returnedFrom: string;

  constructor(
    private readonly api: MallApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    readonly orderId: string,
    transactionNo = '',
    pollMs?: number,
  ) {
    this.order = new Loadable(async () => {
      if (!orderId) throw new Error('no order');
      return (await api.orders.getMyMallOrder({ orderId })).order!;
    });
    this.payment = new PaymentWatch(api.transactions, pollMs);
    this.returnedFrom = transactionNo;
    makeAutoObservable<this, 'api' | 'platform' | 'returnedFrom'>(
      this,
      { api: false, platform: false, returnedFrom: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    if (!this.orderId) return;
    await this.order.load();
    const transactionNo = this.returnedFrom;
    this.returnedFrom = '';
    if (transactionNo && this.order.value?.status === Status.WAIT_PAYMENT) void this.awaitPayment(transactionNo);
  }

  /** Whether to offer paying now: the order waits for it and no payment's result is awaited. */
  get canPay(): boolean {
    const o = this.order.value;
    return Boolean(o && payable(o, Date.now()) && this.payment.mayPay);
  }

  /** Reads the order again; whether it still waits for payment. */
  private async stillUnpaid(): Promise<boolean> {
    await this.order.load();
    return this.order.value?.status === Status.WAIT_PAYMENT;
  }

  awaitPayment(transactionNo: string) {
    return this.payment.watch(transactionNo, this.stillUnpaid);
  }

  checkAgain() {
    return this.payment.again(this.stillUnpaid);
  }

  cancel(): Promise<boolean> {
    return this.change(() => this.api.orders.cancelMyMallOrder({ orderId: this.orderId }));
  }

  confirmReceipt(): Promise<boolean> {
    return this.change(() => this.api.orders.confirmMallOrderReceipt({ orderId: this.orderId }));
  }

  async pay(): Promise<MallPayOutcome | 'failed' | null> {
    if (this.busy || !this.orderId) return null;
    this.busy = true;
    try {
      const paid = await payMallOrder(this.api, this.platform, this.orderId).catch(() => null);
      if (!paid) return 'failed';
      if (paid.outcome === 'paid' || paid.outcome === 'pending') void this.awaitPayment(paid.transactionNo);
      return paid.outcome;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async change(call: () => Promise<{ order?: MallOrder }>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { order } = await call();
      if (order) this.order.set(order);
      return true;
    } catch {
      // The error catalogue has told the diner why.
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
