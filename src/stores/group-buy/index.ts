import { createGroupBuyApi } from '../../services/group-buy-api';
import type { RootStore } from '../root.store';
import { ThirdPartyBindingStore } from './third-party-binding.store';
import { ThirdPartyOrdersStore } from './third-party-orders.store';
import { VoucherDeskStore } from './voucher-desk.store';

export interface GroupBuyStores {
  orders: ThirdPartyOrdersStore;
  binding: ThirdPartyBindingStore;
  vouchers: VoucherDeskStore;
}

const made = new WeakMap<RootStore, GroupBuyStores>();

/**
 * The group-buying stores of a root store, made on first use by the
 * group-buying pages (so neither they nor their clients load before), for
 * the staff app's current store.
 */
export function groupBuyStores(root: RootStore): GroupBuyStores {
  let stores = made.get(root);
  if (!stores) {
    const api = createGroupBuyApi(root.transport);
    const storeId = () => root.staff.stores.ensureCurrent();
    stores = {
      orders: new ThirdPartyOrdersStore(api, storeId),
      binding: new ThirdPartyBindingStore(api, storeId),
      vouchers: new VoucherDeskStore(api, storeId),
    };
    made.set(root, stores);
  }
  return stores;
}

export { STATUS_FILTERS, type LoadStatus } from './third-party-orders.store';
export type { TestOrderFields } from './third-party-binding.store';
