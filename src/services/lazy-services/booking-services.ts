// The services of the booking flow: availability, the diner's bookings, menus, quotes,
// share links, fapiao titles: loaded as one chunk (api-booking) on the first call of any
// of them (services/api.ts, lazy-client.ts).
export { DinerAvailabilityService } from '../../gen/booking/v1/availability_service_pb';
export {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '../../gen/booking/v1/diner_booking_extra_service_pb';
export { DinerBookingOrderService } from '../../gen/booking/v1/diner_booking_order_service_pb';
// The home page's next booking asks for these statuses; its module comes with the service's.
export { BookingOrder_Status } from '../../gen/booking/v1/booking_order_pb';
export { DinerFapiaoTitleService } from '../../gen/booking/v1/fapiao_title_service_pb';
export { StoreMenuService } from '../../gen/content/v1/menu_pb';
