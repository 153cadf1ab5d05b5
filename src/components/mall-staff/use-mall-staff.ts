import type { RootStore } from '@/stores/root.store';
import { MallCatalogueStore } from '@/stores/mall-staff/mall-catalogue.store';
import { MallConfigStore } from '@/stores/mall-staff/mall-config.store';
import { MallOrdersStore } from '@/stores/mall-staff/mall-orders.store';
import { useStaff } from '@/components/staff-kit/use-staff';
// reads the staff app's stores, which load with the staff pages
import '@/stores/staff-app';

interface MallStaff {
  catalogue: MallCatalogueStore;
  orders: MallOrdersStore;
  config: MallConfigStore;
}

const made = new WeakMap<RootStore, MallStaff>();

/**
 * The mall's staff stores, made on first use by a sub-store mall page rather
 * than with the staff app's stores, so their code stays out of the main package.
 */
export function useMallStaff(): MallStaff {
  const { root, staff } = useStaff();
  let mall = made.get(root);
  if (!mall) {
    mall = {
      catalogue: new MallCatalogueStore(staff.api, staff.stores),
      orders: new MallOrdersStore(staff.api, staff.stores),
      config: new MallConfigStore(staff.api, staff.stores),
    };
    made.set(root, mall);
  }
  return mall;
}
