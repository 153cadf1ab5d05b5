export { BookingOrderTable } from './booking-order-table';
