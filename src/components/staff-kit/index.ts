export { useStaff } from './use-staff';
export { OrderPage, type OrderPageProps } from './order-page';
export { NotYetOrderPage } from './not-yet';
export { ToggleRow, type ToggleRowProps } from './toggle-row';
