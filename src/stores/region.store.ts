import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../services/api';
import type { PhoneRegion } from '@/common/phone-number';
import type { LoadStatus } from './client-config.store';

/**
 * The phone regions the product accepts (spec section 5), from the server's reference
 * data: their patterns are the server's own, so both sides judge a phone alike.
 */
export class RegionStore {
  list: PhoneRegion[] = [];
  status: LoadStatus = 'idle';

  constructor(private readonly api: Api) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  find(callingCode: string): PhoneRegion | undefined {
    return this.list.find((region) => region.callingCode === callingCode);
  }

  /** Loads once; a failure may be retried (the catalogue has said what went wrong). */
  async load(): Promise<void> {
    if (this.status === 'ready' || this.status === 'loading') return;
    this.status = 'loading';
    try {
      const { list } = await this.api.referenceData.listRegions({});
      runInAction(() => {
        this.list = [...list]
          .sort((a, b) => a.sort - b.sort)
          .map(({ callingCode, isoCode, name, phonePattern }) => ({ callingCode, isoCode, name, phonePattern }));
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }
}
