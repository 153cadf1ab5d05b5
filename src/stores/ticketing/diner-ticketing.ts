import { timestampDate } from '@bufbuild/protobuf/wkt';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import { TicketVoucher_Status, type TicketingEvent, type TicketVoucher } from '../../gen/ticketing/v1/ticketing_pb';
import type { TicketingApi } from '../../services/ticketing-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';
import { PaymentWatch } from '../payment/payment-watch';
import { payVoucher, type VoucherPayOutcome } from './voucher-pay';
import { multiplyCents } from '../../common/money';
import { zonedInstant } from '../../common/zoned-time';
import { ticketsLeft } from '../../components/ticketing/ticketing-format';

// The diner's ticketing view models, made by each page from the ticketing
// clients (services/ticketing-api.ts).

export function eventDetail(api: TicketingApi, eventId: string): Loadable<TicketingEvent> {
  return new Loadable(async () => (await api.events.getTicketingEvent({ eventId })).event!);
}

export function myVouchers(api: TicketingApi): PagedList<TicketVoucher> {
  return new PagedList(async (offset, limit) => api.vouchers.queryMyTicketVouchers({ query: { offset, limit } }));
}

/** How many tickets one purchase may ask for at most (the server's own bound). */
const MAX_PER_PURCHASE = 100;

/**
 * ticketing-event-ticket-create: pick a ticket and how many, take them, pay
 * for them all at once.
 */
export class TicketPurchase {
  readonly event: Loadable<TicketingEvent>;
  ticketId = '';
  quantity = 1;
  /** Tickets the diner holds for this event (paid, waiting for payment or used); null until read. */
  held: number | null = null;
  busy = false;

  constructor(
    private readonly api: TicketingApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    private readonly eventId: string,
    ticketId: string,
  ) {
    this.event = eventDetail(api, eventId);
    this.ticketId = ticketId;
    makeAutoObservable<this, 'api' | 'platform' | 'eventId'>(
      this,
      { api: false, platform: false, eventId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    await Promise.all([this.event.load(), this.loadHeld()]);
    this.setQuantity(this.quantity);
  }

  /** What the diner already holds counts against the event's limit, as the server counts it. */
  private async loadHeld(): Promise<void> {
    try {
      const { list } = await this.api.vouchers.queryMyTicketVouchers({
        eventId: this.eventId,
        query: { offset: 0, limit: MAX_PER_PURCHASE },
      });
      const held = list.filter((v) => v.status !== TicketVoucher_Status.CANCELLED).length;
      runInAction(() => {
        this.held = held;
      });
    } catch {
      // Unknown: the limit alone bounds the choice and the server has the last word.
      runInAction(() => {
        this.held = 0;
      });
    }
  }

  pick(ticketId: string): void {
    this.ticketId = ticketId;
    this.setQuantity(this.quantity);
  }

  get ticket() {
    return this.event.value?.ticketList.find((t) => t.id === this.ticketId);
  }

  /** What the event's limit leaves the diner, whatever the ticket. */
  get leftForDiner(): number {
    const limit = this.event.value?.perDinerLimit ?? 0;
    return Math.max(0, limit - (this.held ?? 0));
  }

  /** The most this purchase may take: what the limit leaves and what the picked ticket has left. */
  get maxQuantity(): number {
    const ticket = this.ticket;
    if (!ticket) return 0;
    return Math.min(this.leftForDiner, ticketsLeft(ticket), MAX_PER_PURCHASE);
  }

  /** Sets the quantity within 1 and the most allowed. */
  setQuantity(quantity: number): void {
    this.quantity = Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(1, this.maxQuantity)));
  }

  /** Unit price times the quantity, in the event store's minor units; null with no ticket picked. */
  get total(): string | null {
    return this.ticket ? multiplyCents(this.ticket.price, this.quantity) : null;
  }

  get canBuy(): boolean {
    return this.maxQuantity >= 1 && this.quantity <= this.maxQuantity;
  }

  /**
   * Takes the tickets (the server refuses with its message past a limit) and
   * pays for them at once; the purchase's first voucher and how paying went.
   */
  async buy(): Promise<{ voucherId: string; outcome: VoucherPayOutcome | 'failed'; transactionNo: string } | null> {
    const event = this.event.value;
    if (!event || !this.ticketId || this.busy || !this.canBuy) return null;
    this.busy = true;
    try {
      const { voucher } = await this.api.vouchers.createTicketVoucher({
        eventId: event.model!.id,
        ticketId: this.ticketId,
        quantity: this.quantity,
      });
      const voucherId = voucher!.model!.id;
      const paid = await payVoucher(this.api, this.platform, voucher!.purchaseId || voucherId).catch(() => null);
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
  cancelling = false;
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

  /**
   * When the holder may no longer cancel this ticket, as the server decides
   * it: the event's deadline, or the session's start if sooner or none is set.
   */
  get refundEnd(): Date | null {
    const v = this.voucher.value;
    if (!v?.dinerRefundable || !v.sessionDate) return null;
    const start = zonedInstant(v.sessionDate, v.sessionStartSecond, v.timezone || 'Asia/Shanghai');
    const deadline = v.dinerRefundDeadline ? timestampDate(v.dinerRefundDeadline) : null;
    return deadline && deadline < start ? deadline : start;
  }

  /**
   * The event's rule for this ticket, as its page tells it: cancellable now
   * (paid, unused, allowed and before refundEnd), past it, not allowed by the
   * event, or nothing to say (unpaid, used, cancelled).
   */
  refundRule(nowMs: number): 'cancellable' | 'deadlinePassed' | 'notAllowed' | null {
    const v = this.voucher.value;
    if (!v || v.status !== TicketVoucher_Status.WAIT_VERIFY) return null;
    const end = this.refundEnd;
    if (!end) return 'notAllowed';
    return nowMs >= end.getTime() ? 'deadlinePassed' : 'cancellable';
  }

  /** Cancels the ticket for its price back (the server checks the rule again); the amount refunded, or null. */
  async cancel(): Promise<string | null> {
    const id = this.voucher.value?.model?.id;
    if (!id || this.cancelling) return null;
    this.cancelling = true;
    try {
      const { voucher, refundAmount } = await this.api.vouchers.cancelMyTicketVoucher({ voucherId: id });
      if (voucher) this.voucher.set(voucher);
      return refundAmount;
    } catch {
      // The server's message is shown by the transport; read the ticket again, it may have moved on.
      void this.voucher.load();
      return null;
    } finally {
      runInAction(() => {
        this.cancelling = false;
      });
    }
  }

  async pay(): Promise<VoucherPayOutcome | null> {
    const v = this.voucher.value;
    const id = v?.model?.id;
    if (!id || this.paying) return null;
    this.paying = true;
    try {
      // The purchase is what is paid: every ticket bought with this one, at once.
      const paid = await payVoucher(this.api, this.platform, v.purchaseId || id);
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
