import { makeAutoObservable, runInAction } from 'mobx';
import { BookingOrder_Status, type BookingOrder } from '@/gen/booking/v1/booking_order_pb';
import type { WaitlistEntry } from '@/gen/booking/v1/waitlist_pb';
import type { WaitlistApi } from '../../services/waitlist-api';
import { Loadable } from '../diner/loadable';

/** What joining asks: a window of one date (store time, seconds of the day) and a party. */
export interface JoinRequest {
  storeId: string;
  date: string;
  windowStartSecond: number;
  windowEndSecond: number;
  adults: number;
  children: number;
  lastName: string;
}

/** Where accepting an offer leads: the booking made (to pay its deposit or see it), or the slot gone. */
export type AcceptOutcome =
  { kind: 'booked'; orderId: string; depositDue: boolean } | { kind: 'slotGone' } | { kind: 'failed' };

export async function joinWaitlist(api: WaitlistApi, r: JoinRequest): Promise<WaitlistEntry | null> {
  try {
    const { entry } = await api.diner.joinWaitlist({
      storeId: r.storeId,
      reservationDate: r.date,
      windowStartSecond: r.windowStartSecond,
      windowEndSecond: r.windowEndSecond,
      adultCount: r.adults,
      childCount: r.children,
      diner: { lastName: r.lastName.trim() },
    });
    return entry ?? null;
  } catch {
    return null;
  }
}

/** The diner's waitlist: every entry with its status, leaving, and booking an offered slot. */
export class MyWaitlistView {
  readonly entries: Loadable<WaitlistEntry[]>;
  busy = false;

  constructor(private readonly api: WaitlistApi) {
    this.entries = new Loadable(async () => (await api.diner.queryMyWaitlist({})).entryList);
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.entries.load();
  }

  private replace(entry: WaitlistEntry | undefined): void {
    if (!entry || !this.entries.value) return;
    this.entries.set(this.entries.value.map((e) => (e.id === entry.id ? entry : e)));
  }

  async leave(entryId: string): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      const { entry } = await this.api.diner.leaveWaitlist({ entryId });
      runInAction(() => this.replace(entry));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async accept(entryId: string): Promise<AcceptOutcome> {
    if (this.busy) return { kind: 'failed' };
    this.busy = true;
    try {
      const answer = await this.api.diner.acceptWaitlistOffer({ entryId });
      runInAction(() => this.replace(answer.entry));
      if (answer.slotGone || !answer.order) return { kind: 'slotGone' };
      return booked(answer.order);
    } catch {
      void this.load();
      return { kind: 'failed' };
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}

function booked(order: BookingOrder): AcceptOutcome {
  return {
    kind: 'booked',
    orderId: order.model?.id ?? '',
    depositDue: order.status === BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
  };
}
