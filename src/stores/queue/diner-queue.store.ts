import { makeAutoObservable, runInAction } from 'mobx';
import type { GetStoreQueueResponse } from '@/gen/booking/v1/diner_queue_service_pb';
import type { QueueTicket } from '@/gen/booking/v1/queue_pb';
import type { QueueApi } from '../../services/queue-api';
import { Loadable } from '../diner/loadable';

/** The diner's take-a-number page: the store's queue now, and taking a number. */
export class QueueTakeView {
  readonly queue: Loadable<GetStoreQueueResponse>;
  taking = false;

  constructor(
    private readonly api: QueueApi,
    private readonly storeId: string,
    private readonly standCode: string,
  ) {
    this.queue = new Loadable(async () => api.diner.getStoreQueue({ storeId }));
    makeAutoObservable<this, 'api' | 'storeId' | 'standCode'>(
      this,
      { api: false, storeId: false, standCode: false },
      { autoBind: true },
    );
  }

  /** From the stand's QR code the store's door-only rule does not apply. */
  get canTake(): boolean {
    const q = this.queue.value;
    return Boolean(q?.open && (q.remoteEnabled || this.standCode));
  }

  load(): Promise<void> {
    return this.queue.load();
  }

  async take(people: number, language: string): Promise<QueueTicket | null> {
    if (this.taking) return null;
    this.taking = true;
    try {
      const { ticket } = await this.api.diner.takeMyQueueNumber({
        storeId: this.storeId,
        people,
        standCode: this.standCode,
        language,
      });
      return ticket ?? null;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.taking = false));
    }
  }
}

/** The diner's own number: its place and wait, cancel and "on my way". */
export class MyQueueTicketView {
  readonly ticket: Loadable<QueueTicket>;
  busy = false;

  constructor(
    private readonly api: QueueApi,
    private readonly ticketId: string,
  ) {
    this.ticket = new Loadable(async () => (await api.diner.getMyQueueTicket({ ticketId })).ticket!);
    makeAutoObservable<this, 'api' | 'ticketId'>(this, { api: false, ticketId: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.ticket.load();
  }

  cancel(): Promise<boolean> {
    return this.change(() => this.api.diner.cancelMyQueueTicket({ ticketId: this.ticketId }));
  }

  onMyWay(): Promise<boolean> {
    return this.change(() => this.api.diner.confirmOnMyWay({ ticketId: this.ticketId }));
  }

  private async change(call: () => Promise<{ ticket?: QueueTicket }>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { ticket } = await call();
      if (ticket) this.ticket.set(ticket);
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
