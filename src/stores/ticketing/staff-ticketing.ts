import { makeAutoObservable, runInAction } from 'mobx';
import { DynamicCodeKind, type ValidateDynamicCodeResponse } from '../../gen/booking/v1/dynamic_code_service_pb';
import { TicketVoucher_Status, type TicketingEvent, type TicketVoucher } from '../../gen/ticketing/v1/ticketing_pb';
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

export function storeVoucher(api: StaffApi, store: CurrentStore, voucherId: string): Loadable<TicketVoucher> {
  return new Loadable(
    async () =>
      (await api.storeTicketing.getStoreTicketVoucher({ storeId: await store.ensureCurrent(), voucherId })).voucher!,
  );
}

/** The door: a scanned or typed code validated at the store (the server's message shows when refused). */
export class CodeCheck {
  text = '';
  busy = false;

  constructor(
    private readonly api: StaffApi,
    private readonly store: CurrentStore,
  ) {
    makeAutoObservable<this, 'api' | 'store'>(this, { api: false, store: false }, { autoBind: true });
  }

  setText(text: string): void {
    this.text = text;
  }

  async validate(code = this.text): Promise<ValidateDynamicCodeResponse | null> {
    const trimmed = code.trim();
    if (!trimmed || this.busy) return null;
    this.busy = true;
    try {
      const answer = await this.api.dynamicCode.validateDynamicCode({
        storeId: await this.store.ensureCurrent(),
        code: trimmed,
        expectedKind: DynamicCodeKind.DYNAMIC_CODE_KIND_UNSPECIFIED,
      });
      runInAction(() => {
        this.text = '';
      });
      return answer;
    } catch {
      return null;
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }
}
