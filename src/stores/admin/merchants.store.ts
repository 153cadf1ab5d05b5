import { makeAutoObservable } from 'mobx';
import type { Merchant } from '../../gen/identity/v1/admin_merchant_service_pb';
import type { AdminMerchantApi } from '../../services/admin-merchant-api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** The platform's merchants, for administrators: list and create. */
export class MerchantsStore {
  readonly state = new LoadState();
  list: Merchant[] = [];

  constructor(private readonly api: AdminMerchantApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.state.run(
      async () => (await this.api.adminMerchant.listMerchants({ query: { limit: 200 } })).list,
      (list) => (this.list = list),
    );
  }

  async create(name: string, shortKey: string): Promise<boolean> {
    const made = await attempt(() =>
      this.api.adminMerchant.createMerchant({ name: name.trim(), shortKey: shortKey.trim() }),
    );
    if (made) await this.load();
    return !!made;
  }
}
