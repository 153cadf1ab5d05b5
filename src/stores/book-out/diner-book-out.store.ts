import { makeAutoObservable, runInAction } from 'mobx';
import type { Transport } from '@connectrpc/connect';
import { BookOutFormInput_Space as Space, type BookOutForm } from '@/gen/booking/v1/book_out_form_pb';
import type { DinerAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import type { ShiftInventory } from '@/gen/booking/v1/availability_pb';
import type { Client } from '@connectrpc/connect';
import { bookOutProblem, type BookOutFields } from '@/common/book-out-rules';
import { readYuan } from '@/common/amount-input';
import type { ServerMessageKey } from '@/common/server-messages';
import { dinerBookOutClient, type DinerBookOutClient } from '../../services/book-out-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';

/** What the create page needs from the app: its transport, the diner's availability client and who is asking. */
export interface BookOutDeps {
  transport: Transport;
  availability: Client<typeof DinerAvailabilityService>;
  /** `name`: the name to prefill, as the diner's pages show it. */
  user: { name: string; phone: string; phoneRegionCode: string };
}

export interface BookOutDraft {
  name: string;
  phone: string;
  phoneRegionCode: string;
  date: string;
  shiftId: string;
  adultCount: number;
  childCount: number;
  /** Yuan, as typed; empty: not said. */
  budgetYuan: string;
  space: 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';
  remark: string;
}

/**
 * book-out-form-create: the request a diner sends a store. The shifts of the
 * chosen date come from the store's booking inventory (any shift, full or
 * not: the store decides). The spec's rule is checked here first and again
 * on the server.
 */
export class BookOutCreateStore {
  draft: BookOutDraft;
  shifts: ShiftInventory[] = [];
  loadingShifts = false;
  submitting = false;
  private readonly client: DinerBookOutClient;

  constructor(
    private readonly deps: BookOutDeps,
    readonly storeId: string,
  ) {
    this.client = dinerBookOutClient(deps.transport);
    this.draft = {
      name: deps.user.name,
      phone: deps.user.phone,
      phoneRegionCode: deps.user.phoneRegionCode || '86',
      date: '',
      shiftId: '',
      adultCount: 10,
      childCount: 0,
      budgetYuan: '',
      space: 'PRIVATE_ROOM',
      remark: '',
    };
    makeAutoObservable<this, 'deps' | 'client'>(this, { deps: false, client: false }, { autoBind: true });
  }

  /** Starts on the given date (tomorrow, as the page proposes) with its shifts. */
  async start(date: string): Promise<void> {
    if (!this.draft.date) await this.setDate(date);
  }

  /** The name the diner books under, once read: it replaces the prefilled nickname unless the diner typed one. */
  prefillName(name: string): void {
    if (name && this.draft.name === this.deps.user.name) this.update({ name });
  }

  update(patch: Partial<BookOutDraft>): void {
    this.draft = { ...this.draft, ...patch };
  }

  async setDate(date: string): Promise<void> {
    this.update({ date, shiftId: '' });
    this.loadingShifts = true;
    try {
      const { list } = await this.deps.availability.queryBookingInventory({
        storeId: this.storeId,
        reservationDate: date,
        peopleCount: 1,
      });
      runInAction(() => {
        this.shifts = list;
        if (list.length === 1) this.draft.shiftId = list[0].storeShiftId;
      });
    } catch {
      runInAction(() => (this.shifts = []));
    } finally {
      runInAction(() => (this.loadingShifts = false));
    }
  }

  /** The budget in cents, or null when what was typed is not an amount. */
  get budgetCents(): string | null {
    if (!this.draft.budgetYuan.trim()) return '0';
    const read = readYuan(this.draft.budgetYuan, { allowZero: true });
    return read.ok ? read.cents : null;
  }

  private get fields(): BookOutFields {
    const d = this.draft;
    return {
      dinerName: d.name,
      dinerPhone: d.phone,
      preferredDate: d.date,
      shiftId: d.shiftId,
      adultCount: d.adultCount,
      childCount: d.childCount,
      budget: this.budgetCents ?? 'x',
      space: d.space,
      remark: d.remark,
    };
  }

  /** The first thing to fix (a server message key: the same words the server would answer), or undefined. */
  get problem(): ServerMessageKey | undefined {
    // The store's own date is checked by the server; here only that one is chosen.
    return bookOutProblem(this.fields, '');
  }

  async submit(): Promise<BookOutForm | null> {
    if (this.problem || this.submitting) return null;
    this.submitting = true;
    const d = this.draft;
    try {
      const { form } = await this.client.createBookOutForm({
        fields: {
          storeId: this.storeId,
          diner: { lastName: d.name.trim(), phone: d.phone.trim(), phoneRegionCode: d.phoneRegionCode },
          preferredDate: d.date,
          storeShiftId: d.shiftId,
          adultCount: d.adultCount,
          childCount: d.childCount,
          budget: this.budgetCents ?? '0',
          space: d.space === 'WHOLE_RESTAURANT' ? Space.WHOLE_RESTAURANT : Space.PRIVATE_ROOM,
          remark: d.remark.trim(),
        },
      });
      return form ?? null;
    } catch {
      // The error catalogue has shown the server's reason.
      return null;
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }
}

/** book-out-form-history: the diner's requests, newest first, page by page. */
export function bookOutHistory(transport: Transport): PagedList<BookOutForm> {
  const client = dinerBookOutClient(transport);
  return new PagedList((offset, limit) => client.queryMyBookOutForms({ offset, limit }));
}

/** book-out-form-detail: one of the diner's requests, and withdrawing it. */
export class BookOutDetailStore {
  readonly form: Loadable<BookOutForm>;
  cancelling = false;
  private readonly client: DinerBookOutClient;

  constructor(transport: Transport, id: string) {
    this.client = dinerBookOutClient(transport);
    this.form = new Loadable(async () => (await this.client.getMyBookOutForm({ bookOutFormId: id })).form!);
    makeAutoObservable<this, 'client'>(this, { client: false }, { autoBind: true });
  }

  load(): Promise<void> {
    return this.form.load();
  }

  async cancel(): Promise<boolean> {
    const id = this.form.value?.model?.id;
    if (!id || this.cancelling) return false;
    this.cancelling = true;
    try {
      const { form } = await this.client.cancelMyBookOutForm({ bookOutFormId: id });
      if (form) runInAction(() => this.form.set(form));
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.cancelling = false));
    }
  }
}
