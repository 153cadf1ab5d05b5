export { BookingOrderList } from './booking-order-list';
