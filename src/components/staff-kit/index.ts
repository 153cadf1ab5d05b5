export { useStaff } from './use-staff';
export { OrderPage, type OrderPageProps } from './order-page';
export { NotYetOrderPage } from './not-yet';
