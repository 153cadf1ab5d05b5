import { makeAutoObservable, runInAction } from 'mobx';
import { ConnectError } from '@connectrpc/connect';
import {
  DynamicCodeKind,
  OutsideRedeemWindowSchema,
  type OutsideRedeemWindow,
  type ValidateDynamicCodeResponse,
} from '../../gen/booking/v1/dynamic_code_service_pb';
import { TicketVoucher_Status, type TicketingEvent, type TicketVoucher } from '../../gen/ticketing/v1/ticketing_pb';
import { silentCall } from '../../services/silent-call';
import type { StaffApi } from '../../services/staff-api';
import { Loadable } from '../diner/loadable';
import { PagedList } from '../diner/paged-list';

// The staff ticketing view models, over the staff clients (services/staff-api.ts).
// Each call asks for the current store first: a staff page opened directly (a
// reload, a shared link) loads the permitted stores before its first call.

/** The staff's current store, loading the permitted stores the first time (StaffStoreListStore). */
export interface CurrentStore {
  ensureCurrent(): Promise<string>;
}

export type VoucherFilter = 'all' | 'WAIT_VERIFY' | 'VERIFIED' | 'WAIT_PAYMENT' | 'CANCELLED';
export const VOUCHER_FILTERS: VoucherFilter[] = ['all', 'WAIT_VERIFY', 'VERIFIED', 'WAIT_PAYMENT', 'CANCELLED'];

export function storeVouchers(
  api: StaffApi,
  store: CurrentStore,
  eventId: string,
  filter: VoucherFilter,
): PagedList<TicketVoucher> {
  const statusIn = filter === 'all' ? [] : [TicketVoucher_Status[filter]];
  return new PagedList(async (offset, limit) =>
    api.storeTicketing.listStoreTicketVouchers({
      storeId: await store.ensureCurrent(),
      eventId,
      statusIn,
      query: { offset, limit },
    }),
  );
}

export function storeEvents(api: StaffApi, store: CurrentStore): PagedList<TicketingEvent> {
  return new PagedList(async (offset, limit) =>
    api.storeTicketing.listStoreTicketingEvents({ storeId: await store.ensureCurrent(), query: { offset, limit } }),
  );
}

/** A manager undoes a ticket's redemption: it waits for its code again. */
export async function undoRedemption(api: StaffApi, store: CurrentStore, voucherId: string): Promise<TicketVoucher> {
  const storeId = await store.ensureCurrent();
  return (await api.storeTicketing.undoTicketVoucherRedemption({ storeId, voucherId })).voucher!;
}

export function storeVoucher(api: StaffApi, store: CurrentStore, voucherId: string): Loadable<TicketVoucher> {
  return new Loadable(
    async () =>
      (await api.storeTicketing.getStoreTicketVoucher({ storeId: await store.ensureCurrent(), voucherId })).voucher!,
  );
}

/** What a redemption outside its window names: the subject's date and times at its store. */
export type OutsideWindow = OutsideRedeemWindow;

/** How the door asks and tells: the confirmation dialog and the error catalogue for other refusals. */
export interface DoorPrompts {
  confirmOutside(outside: OutsideWindow): Promise<boolean>;
  present(error: unknown): void;
}

/**
 * The door: a scanned or typed code (dynamic or static) validated at the store.
 * A redemption outside its window comes back as a question (the server's
 * OutsideRedeemWindow detail): confirmed, the same code goes again with the
 * flag; any other refusal is shown as the catalogue shows it.
 */
export class CodeCheck {
  text = '';
  busy = false;

  constructor(
    private readonly api: StaffApi,
    private readonly store: CurrentStore,
    private readonly prompts: DoorPrompts,
  ) {
    makeAutoObservable<this, 'api' | 'store' | 'prompts'>(
      this,
      { api: false, store: false, prompts: false },
      { autoBind: true },
    );
  }

  setText(text: string): void {
    this.text = text;
  }

  async validate(code = this.text): Promise<ValidateDynamicCodeResponse | null> {
    const trimmed = code.trim();
    if (!trimmed || this.busy) return null;
    this.busy = true;
    try {
      const storeId = await this.store.ensureCurrent();
      const send = (confirmOutsideWindow: boolean) =>
        this.api.dynamicCode.validateDynamicCode(
          { storeId, code: trimmed, expectedKind: DynamicCodeKind.DYNAMIC_CODE_KIND_UNSPECIFIED, confirmOutsideWindow },
          silentCall(),
        );
      let answer: ValidateDynamicCodeResponse;
      try {
        answer = await send(false);
      } catch (error) {
        const [outside] = ConnectError.from(error).findDetails(OutsideRedeemWindowSchema);
        if (!outside) throw error;
        if (!(await this.prompts.confirmOutside(outside))) return null;
        answer = await send(true);
      }
      runInAction(() => {
        this.text = '';
      });
      return answer;
    } catch (error) {
      this.prompts.present(error);
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
