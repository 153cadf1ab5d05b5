// The feast pages' stores, kept out of the app's entry so a diner's first page
// (home without a feast block, a store page) never downloads them: only modules
// that read rootStore.feast import this file, so on H5 it lands in their chunks.
// Importing it registers the factory the root store builds the store with on first use.
import { bookingName } from './diner/booking-name';
import { FeastStore } from './feast/feast.store';
import { registerOnDemandStore } from './on-demand-registry';

registerOnDemandStore(
  'feast',
  (root) =>
    new FeastStore({
      api: root.api,
      platform: root.platform,
      loggedIn: () => root.session.loggedIn,
      merchantId: () => root.diner.merchantId,
      // The staff feast pages reach the staff app through here: load it if no page did.
      staffStore: async () => {
        const { staff } = await root.openStaffApp();
        const id = await staff.stores.ensureCurrent();
        return { id, timezone: staff.stores.timezone, currency: staff.stores.currency };
      },
      staffStoreId: () => root.staff.stores.currentId,
      dinerName: () => bookingName(root.api, root.session.user),
    }),
);
