import { makeAutoObservable } from 'mobx';
import type { AdminStore, Merchant } from '../../gen/identity/v1/admin_merchant_service_pb';
import type { AdminPeopleApi } from '../../services/admin-people-api';
import { LoadState } from '../staff-setup/load-state';

/** The merchant an administrator's page works on, chosen from all merchants, and its stores. */
export class MerchantChoiceStore {
  readonly state = new LoadState();
  readonly storesState = new LoadState();
  merchants: Merchant[] = [];
  stores: AdminStore[] = [];
  merchantId = '';

  constructor(
    private readonly api: AdminPeopleApi,
    /** Told when another merchant is chosen. */
    private readonly chosen: (merchantId: string) => void,
  ) {
    makeAutoObservable<this, 'api' | 'chosen'>(this, { api: false, chosen: false }, { autoBind: true });
  }

  get merchant(): Merchant | undefined {
    return this.merchants.find((m) => m.model?.id === this.merchantId);
  }

  storeName(id: string): string {
    return this.stores.find((s) => s.id === id)?.name ?? `#${id}`;
  }

  /** Loads the merchants and opens `preferred` (a page's merchantId) or the first. */
  async load(preferred = ''): Promise<void> {
    await this.state.run(
      async () => (await this.api.adminMerchant.listMerchants({ query: { limit: 200 } })).list,
      (list) => (this.merchants = list),
    );
    const want = preferred || this.merchantId;
    const id = this.merchants.some((m) => m.model?.id === want) ? want : (this.merchants[0]?.model?.id ?? '');
    if (id) await this.choose(id);
  }

  async choose(merchantId: string): Promise<void> {
    this.merchantId = merchantId;
    this.stores = [];
    this.chosen(merchantId);
    await this.storesState.run(
      async () => (await this.api.adminMerchant.listMerchantStores({ merchantId })).list,
      (list) => (this.stores = list),
    );
  }
}
