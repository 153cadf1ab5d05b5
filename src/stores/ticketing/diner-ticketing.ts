import { makeAutoObservable, runInAction } from 'mobx';
import type { Platform } from '@/platform';
import type { TicketingEvent, TicketVoucher } from '../../gen/ticketing/v1/ticketing_pb';
import type { TicketingApi } from '../../services/ticketing-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';
import { payVoucher, type VoucherPayOutcome } from './voucher-pay';

// The diner's ticketing view models, made by each page from the ticketing
// clients (services/ticketing-api.ts).

export function eventDetail(api: TicketingApi, eventId: string): Loadable<TicketingEvent> {
  return new Loadable(async () => (await api.events.getTicketingEvent({ eventId })).event!);
}

export function eventsOnSale(api: TicketingApi): PagedList<TicketingEvent> {
  return new PagedList(async (offset, limit) => api.events.queryTicketingEvents({ query: { offset, limit } }));
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
  async buy(): Promise<{ voucherId: string; outcome: VoucherPayOutcome } | null> {
    const event = this.event.value;
    if (!event || !this.ticketId || this.busy) return null;
    this.busy = true;
    try {
      const { voucher } = await this.api.vouchers.createTicketVoucher({
        eventId: event.model!.id,
        ticketId: this.ticketId,
      });
      const voucherId = voucher!.model!.id;
      const outcome = await payVoucher(this.api, this.platform, voucherId).catch(() => 'failed' as const);
      return { voucherId, outcome };
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}

/** ticketing-event-ticket-voucher: one voucher, paid again while it waits for payment. */
export class VoucherView {
  readonly voucher: Loadable<TicketVoucher>;
  paying = false;

  constructor(
    private readonly api: TicketingApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    voucherId: string,
  ) {
    this.voucher = new Loadable(async () => (await api.vouchers.getMyTicketVoucher({ voucherId })).voucher!);
    makeAutoObservable<this, 'api' | 'platform'>(this, { api: false, platform: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.voucher.load();
  }

  async pay(): Promise<VoucherPayOutcome | null> {
    const id = this.voucher.value?.model?.id;
    if (!id || this.paying) return null;
    this.paying = true;
    try {
      const outcome = await payVoucher(this.api, this.platform, id);
      if (outcome === 'paid' || outcome === 'pending') await this.voucher.load();
      return outcome;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.paying = false;
      });
    }
  }
}
