import type { StaffApi } from '../../services/staff-api';
import type { AdminMerchantStores } from '../admin-merchants';
import { ConfigEditorStore } from './config-editor.store';
import { ConfigListStore } from './config-list.store';
import { MerchantDetailStore } from './merchant-detail.store';
import { MerchantsStore } from './merchants.store';

export { ConfigEditorStore, ConfigListStore, MerchantDetailStore, MerchantsStore };

/** The client config list and editor, with the administrator's merchants (stores/admin-merchants). */
export class AdminConsoleStore {
  readonly configs: ConfigListStore;
  readonly merchants: MerchantsStore;
  /** The merchant opened on the administrator's home. */
  readonly merchant: MerchantDetailStore;

  constructor(
    private readonly api: StaffApi,
    merchantStores: AdminMerchantStores,
  ) {
    this.configs = new ConfigListStore(api);
    this.merchants = merchantStores.merchants;
    this.merchant = merchantStores.merchant;
  }

  /** A fresh editor per page visit, so leaving without saving drops the changes. */
  editor(id: string): ConfigEditorStore {
    return new ConfigEditorStore(this.api, id);
  }
}
