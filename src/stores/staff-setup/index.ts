export { StaffSetupStore } from './staff-setup.store';
export { LoadState, type LoadStatus } from './load-state';
export { DINER_PAGE_SIZE, type DinerFields } from './diners.store';
export { inputOf, type DeleteOutcome } from './tables.store';
