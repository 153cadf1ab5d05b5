// The services of the booking flow: availability, menus, quotes, share links, fapiao
// titles: loaded as one chunk (api-booking) on the first call of any of them
// (services/api.ts, lazy-client.ts).
export { DinerAvailabilityService } from '../../gen/booking/v1/availability_service_pb';
export {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '../../gen/booking/v1/diner_booking_extra_service_pb';
export { DinerFapiaoTitleService } from '../../gen/booking/v1/fapiao_title_service_pb';
export { StoreMenuService } from '../../gen/content/v1/menu_pb';
