import { makeAutoObservable, runInAction } from 'mobx';
import type { StorePermittedCreator } from '../../gen/feast/v1/admin_feast_service_pb';
import type { AdminPeopleApi } from '../../services/admin-people-api';
import { attempt, LoadState } from '../staff-setup/load-state';
import { MerchantChoiceStore } from './merchant-choice.store';

/** Who may host feasts at a merchant's stores: the list, a grant by phone, a revoke. */
export class FeastCreatorsStore {
  readonly state = new LoadState();
  readonly merchant: MerchantChoiceStore;
  list: StorePermittedCreator[] = [];
  storeId = '';
  phoneRegionCode = '86';
  phone = '';
  saving = false;

  constructor(private readonly api: AdminPeopleApi) {
    this.merchant = new MerchantChoiceStore(api, () => {
      this.list = [];
      this.storeId = '';
      void this.load();
    });
    makeAutoObservable<this, 'api'>(this, { api: false, merchant: false }, { autoBind: true });
  }

  setStore(storeId: string): void {
    this.storeId = storeId;
  }

  setPhone(phone: string, regionCode = this.phoneRegionCode): void {
    this.phone = phone;
    this.phoneRegionCode = regionCode;
  }

  async load(): Promise<void> {
    const merchantId = this.merchant.merchantId;
    if (!merchantId) return;
    await this.state.run(
      async () => (await this.api.adminFeast.listMerchantPermittedCreators({ merchantId })).list,
      (list) => (this.list = list),
    );
  }

  /** False when the server refused (it has said why). */
  async grant(): Promise<boolean> {
    this.saving = true;
    const done = await attempt(() =>
      this.api.adminFeast.grantPermittedCreator({
        merchantId: this.merchant.merchantId,
        storeId: this.storeId,
        phoneRegionCode: this.phoneRegionCode.trim(),
        phone: this.phone.trim(),
      }),
    );
    runInAction(() => {
      this.saving = false;
      if (done) this.phone = '';
    });
    if (done) await this.load();
    return !!done;
  }

  async revoke(item: StorePermittedCreator): Promise<boolean> {
    const done = await attempt(() =>
      this.api.adminFeast.revokePermittedCreator({
        merchantId: this.merchant.merchantId,
        storeId: item.storeId,
        userId: item.creator?.userId ?? '',
      }),
    );
    if (done) await this.load();
    return !!done;
  }
}
