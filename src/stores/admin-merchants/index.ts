// The administrator's merchants list and the merchant opened on the administrator's
// home, built once per root store over its transport. The administrator's home (pages/sub)
// imports this without the staff app; the staff app hands the same stores to the client
// config list (pages/sub-store), so both pages show one list.
import { createAdminMerchantApi } from '../../services/admin-merchant-api';
import { MerchantDetailStore } from '../admin/merchant-detail.store';
import { MerchantsStore } from '../admin/merchants.store';
import type { RootStore } from '../root.store';

export interface AdminMerchantStores {
  merchants: MerchantsStore;
  /** The merchant opened on the administrator's home. */
  merchant: MerchantDetailStore;
}

const stores = new WeakMap<RootStore, AdminMerchantStores>();

export function adminMerchantStores(root: RootStore): AdminMerchantStores {
  const known = stores.get(root);
  if (known) return known;
  const api = createAdminMerchantApi(root.transport);
  const merchants = new MerchantsStore(api);
  const made = { merchants, merchant: new MerchantDetailStore(api, () => merchants.load()) };
  stores.set(root, made);
  return made;
}
