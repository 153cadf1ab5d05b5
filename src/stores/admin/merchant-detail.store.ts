import { makeAutoObservable, runInAction } from 'mobx';
import type { IntlTextFields } from '../../common/intl-text';
import type { AdminStore, Merchant } from '../../gen/identity/v1/admin_merchant_service_pb';
import type { AdminMerchantApi } from '../../services/admin-merchant-api';
import { attempt, LoadState } from '../staff-setup/load-state';

/** A new store as the administrator fills it in: its names in the interface languages may be blank. */
export interface NewStoreInput {
  name: string;
  intlName: IntlTextFields;
  city: string;
  address: string;
  timezone: string;
  currency: string;
}

/** One merchant an administrator opened: its name and short key, its stores, and disabling either. */
export class MerchantDetailStore {
  readonly storesState = new LoadState();
  merchant: Merchant | undefined = undefined;
  stores: AdminStore[] = [];

  constructor(
    private readonly api: AdminMerchantApi,
    private readonly changed: () => Promise<void>,
  ) {
    makeAutoObservable<this, 'api' | 'changed'>(this, { api: false, changed: false }, { autoBind: true });
  }

  get id(): string {
    return this.merchant?.model?.id ?? '';
  }

  open(merchant: Merchant | undefined): void {
    this.merchant = merchant;
    this.stores = [];
    if (merchant) void this.loadStores();
  }

  async loadStores(): Promise<void> {
    const merchantId = this.id;
    await this.storesState.run(
      async () => (await this.api.adminMerchant.listMerchantStores({ merchantId })).list,
      (list) => (this.stores = list),
    );
  }

  async update(name: string, shortKey: string): Promise<boolean> {
    const done = await attempt(() =>
      this.api.adminMerchant.updateMerchant({ id: this.id, name: name.trim(), shortKey: shortKey.trim() }),
    );
    if (done?.merchant) runInAction(() => (this.merchant = done.merchant));
    if (done) await this.changed();
    return !!done;
  }

  async setDisabled(disabled: boolean): Promise<boolean> {
    const done = await attempt(() => this.api.adminMerchant.setMerchantDisabled({ id: this.id, disabled }));
    if (done?.merchant) runInAction(() => (this.merchant = done.merchant));
    if (done) await this.changed();
    return !!done;
  }

  /** A new store of this merchant, listed at once; undefined when the server refused (it has said why). */
  async createStore(input: NewStoreInput) {
    const done = await attempt(() =>
      this.api.adminMerchant.createMerchantStore({
        merchantId: this.id,
        name: input.name.trim(),
        intlName: {
          zhHans: input.intlName.zhHans.trim(),
          zhHant: input.intlName.zhHant.trim(),
          en: input.intlName.en.trim(),
        },
        city: input.city.trim(),
        address: input.address.trim(),
        timezone: input.timezone,
        currency: input.currency,
      }),
    );
    if (done?.store) await this.loadStores();
    return done?.store;
  }

  async setStoreDisabled(storeId: string, disabled: boolean): Promise<boolean> {
    const done = await attempt(() => this.api.adminMerchant.setStoreDisabled({ id: storeId, disabled }));
    const store = done?.store;
    if (store) runInAction(() => (this.stores = this.stores.map((s) => (s.id === store.id ? store : s))));
    return !!done;
  }
}
