export { ADMIN_ENTRIES, type AdminEntry } from './admin-entries';
export { MerchantSection } from './merchant-section';
export { MerchantDetail } from './merchant-detail';
export { OverviewSection } from './overview-section';
