import type { MerchantEntry } from '@/components/merchant-entry-list/merchant-entries';
import { MALL_STAFF_ROUTES } from '@/routing/mall-staff-routes';

/** The merchant area's mall tab: the catalogue, its sale plans, the store's orders and mall settings. */
export const MALL_STAFF_ENTRIES: MerchantEntry[] = [
  { key: 'mallProducts', labelKey: 'mallStaff.entry.products', route: MALL_STAFF_ROUTES.productList },
  { key: 'mallSalePlans', labelKey: 'mallStaff.entry.salePlans', route: MALL_STAFF_ROUTES.salePlans },
  { key: 'mallOrders', labelKey: 'mallStaff.entry.orders', route: MALL_STAFF_ROUTES.orderList },
  { key: 'mallConfig', labelKey: 'mallStaff.entry.config', route: MALL_STAFF_ROUTES.config },
];
