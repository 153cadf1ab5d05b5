import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import { TicketVoucher_Status, type TicketingEvent, type TicketVoucher } from '../../gen/ticketing/v1/ticketing_pb';
import type { TicketingApi } from '../../services/ticketing-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';
import { PaymentWatch } from '../payment/payment-watch';
import { payVoucher, type VoucherPayOutcome } from './voucher-pay';

// The diner's ticketing view models, made by each page from the ticketing
// clients (services/ticketing-api.ts).

export function eventDetail(api: TicketingApi, eventId: string): Loadable<TicketingEvent> {
  return new Loadable(async () => (await api.events.getTicketingEvent({ eventId })).event!);
}

export function myVouchers(api: TicketingApi): PagedList<TicketVoucher> {
  return new PagedList(async (offset, limit) => api.vouchers.queryMyTicketVouchers({ query: { offset, limit } }));
}

/** ticketing-event-ticket-create: pick a ticket, take it, pay for it. */
export class TicketPurchase {
  readonly event: Loadable<TicketingEvent>;
  ticketId = '';
  busy = false;

  constructor(
    private readonly api: TicketingApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    eventId: string,
    ticketId: string,
  ) {
    this.event = eventDetail(api, eventId);
    this.ticketId = ticketId;
    makeAutoObservable<this, 'api' | 'platform'>(this, { api: false, platform: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.event.load();
  }

  pick(ticketId: string): void {
    this.ticketId = ticketId;
  }

  get ticket() {
    return this.event.value?.ticketList.find((t) => t.id === this.ticketId);
  }

  /** Takes the ticket (the server refuses with its message past a limit) and pays; the voucher id and how paying went. */
  async buy(): Promise<{ voucherId: string; outcome: VoucherPayOutcome | 'failed'; transactionNo: string } | null> {
    const event = this.event.value;
    if (!event || !this.ticketId || this.busy) return null;
    this.busy = true;
    try {
      const { voucher } = await this.api.vouchers.createTicketVoucher({
        eventId: event.model!.id,
        ticketId: this.ticketId,
      });
      const voucherId = voucher!.model!.id;
      const paid = await payVoucher(this.api, this.platform, voucherId).catch(() => null);
      return { voucherId, outcome: paid?.outcome ?? 'failed', transactionNo: paid?.transactionNo ?? '' };
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

/**
 * ticketing-event-ticket-voucher: one voucher, paid again while it waits for
 * payment. Back from the cashier (`transactionNo`) or from the host's
 * payment, it waits for the payment's result before it offers paying again.
 */
export class VoucherView {
  readonly voucher: Loadable<TicketVoucher>;
  readonly payment: PaymentWatch;
  paying = false;
  private returnedFrom: string;

  constructor(
    private readonly api: TicketingApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    voucherId: string,
    transactionNo = '',
    pollMs?: number,
  ) {
    this.voucher = new Loadable(async () => (await api.vouchers.getMyTicketVoucher({ voucherId })).voucher!);
    this.payment = new PaymentWatch(api.transactions, pollMs);
    this.returnedFrom = transactionNo;
    makeAutoObservable<this, 'api' | 'platform' | 'returnedFrom'>(
      this,
      { api: false, platform: false, returnedFrom: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await this.voucher.load();
    const transactionNo = this.returnedFrom;
    this.returnedFrom = '';
    if (transactionNo && this.waitsForPayment) void this.awaitPayment(transactionNo);
  }

  get waitsForPayment(): boolean {
    return this.voucher.value?.status === TicketVoucher_Status.WAIT_PAYMENT;
  }

  /** Whether to offer paying now: the ticket waits for it and no payment's result is awaited. */
  get canPay(): boolean {
    return this.waitsForPayment && this.payment.mayPay;
  }

  /** Reads the ticket again; whether it still waits for payment. */
  private async stillUnpaid(): Promise<boolean> {
    await this.voucher.load();
    return this.waitsForPayment;
  }

  awaitPayment(transactionNo: string) {
    return this.payment.watch(transactionNo, this.stillUnpaid);
  }

  checkAgain() {
    return this.payment.again(this.stillUnpaid);
  }

  async pay(): Promise<VoucherPayOutcome | null> {
    const id = this.voucher.value?.model?.id;
    if (!id || this.paying) return null;
    this.paying = true;
    try {
      const paid = await payVoucher(this.api, this.platform, id);
      if (paid.outcome === 'paid' || paid.outcome === 'pending') void this.awaitPayment(paid.transactionNo);
      return paid.outcome;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }
}
