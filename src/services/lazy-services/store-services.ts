// The services of the staff side of feasts and of a chat's intention order: shifts,
// tables, booking orders: loaded as one chunk (api-store) on the first call of any of
// them (services/api.ts, lazy-client.ts).
export { StoreBookingOrderService } from '../../gen/booking/v1/store_booking_order_service_pb';
export { StoreShiftService } from '../../gen/store/v1/shift_pb';
export { StoreTableService } from '../../gen/store/v1/table_pb';
