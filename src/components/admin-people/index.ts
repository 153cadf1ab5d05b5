import './admin-people.scss';

export { FeastReviewPanel } from './feast-review-panel';
export { MerchantPicker } from './merchant-picker';
export { StaffAccessPanel } from './staff-access-panel';
