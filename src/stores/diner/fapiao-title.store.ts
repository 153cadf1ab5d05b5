import { makeAutoObservable, runInAction } from 'mobx';
import type { FapiaoTitleFields } from '@/common/fapiao-title';
import type { BookingOrder } from '../../gen/booking/v1/booking_order_pb';
import { FapiaoTitleInput_Kind as Kind, type FapiaoTitle } from '../../gen/booking/v1/fapiao_title_pb';
import type { DinerContext } from './diner-context';

/** The form's fields as the API sends them. */
export function fapiaoInput(f: FapiaoTitleFields) {
  return { ...f, kind: f.kind === 'COMPANY' ? Kind.COMPANY : Kind.PERSONAL };
}

/** A saved title (or an order's copy) as the form's fields. */
export function fapiaoFields(input: FapiaoTitle['fields'] | BookingOrder['fapiao']): FapiaoTitleFields {
  return {
    kind: input?.kind === Kind.COMPANY ? 'COMPANY' : 'PERSONAL',
    title: input?.title ?? '',
    taxpayerId: input?.taxpayerId ?? '',
    address: input?.address ?? '',
    phone: input?.phone ?? '',
    bankName: input?.bankName ?? '',
    bankAccount: input?.bankAccount ?? '',
    email: input?.email ?? '',
  };
}

/**
 * The fapiao-title page: the diner's saved titles (default first), their
 * changes, and attaching one to an order. A refused change leaves the list
 * as saved; the error catalogue shows the server's reason.
 */
export class FapiaoTitleStore {
  list: FapiaoTitle[] = [];
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  busy = false;

  constructor(private readonly ctx: DinerContext) {
    makeAutoObservable<this, 'ctx'>(this, { ctx: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const { list } = await this.ctx.api.dinerFapiaoTitle.listMyFapiaoTitles({});
      runInAction(() => {
        this.list = list;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  /** Creates (id '') or updates a title; answers whether it was saved. */
  save(id: string, fields: FapiaoTitleFields, makeDefault = false): Promise<boolean> {
    return this.change(() =>
      id
        ? this.ctx.api.dinerFapiaoTitle.updateFapiaoTitle({ fapiaoTitleId: id, fields: fapiaoInput(fields) })
        : this.ctx.api.dinerFapiaoTitle.createFapiaoTitle({ fields: fapiaoInput(fields), makeDefault }),
    );
  }

  remove(id: string): Promise<boolean> {
    return this.change(() => this.ctx.api.dinerFapiaoTitle.deleteFapiaoTitle({ fapiaoTitleId: id }));
  }

  setDefault(id: string): Promise<boolean> {
    return this.change(() => this.ctx.api.dinerFapiaoTitle.setDefaultFapiaoTitle({ fapiaoTitleId: id }));
  }

  /** Puts a copy of the title on the order ('' removes it); answers whether it worked. */
  attach(orderId: string, titleId: string): Promise<boolean> {
    return this.change(() =>
      this.ctx.api.dinerFapiaoTitle.setMyOrderFapiao({ bookingOrderId: orderId, fapiaoTitleId: titleId || '0' }),
    );
  }

  private async change(call: () => Promise<unknown>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await call();
      await this.load();
      return true;
    } catch {
      // The error catalogue has told the person why.
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
