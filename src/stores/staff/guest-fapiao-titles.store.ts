import { makeAutoObservable, runInAction } from 'mobx';
import type { FapiaoTitle } from '@/gen/booking/v1/fapiao_title_pb';
import type { StaffApi } from '../../services/staff-api';
import type { LoadStatus } from '../client-config.store';

/**
 * The fapiao titles the order's guest saved in their account, for staff issuing
 * its fapiao: picking one fills the form, so nobody retypes an 18-character
 * taxpayer id read out at the counter. Empty for a guest booked without an account.
 */
export class GuestFapiaoTitlesStore {
  list: FapiaoTitle[] = [];
  status: LoadStatus = 'idle';
  private asked = 0;

  constructor(private readonly api: StaffApi) {
    makeAutoObservable<this, 'api' | 'asked'>(this, { api: false, asked: false }, { autoBind: true });
  }

  async load(storeId: string, bookingOrderId: string): Promise<void> {
    const ask = ++this.asked;
    this.status = 'loading';
    try {
      const { list } = await this.api.storeOrderFapiao.listOrderGuestFapiaoTitles({ storeId, bookingOrderId });
      // an answer for an order left meanwhile is dropped
      if (ask === this.asked) runInAction(() => ((this.list = list), (this.status = 'ready')));
    } catch {
      if (ask === this.asked) runInAction(() => (this.status = 'error'));
    }
  }
}
