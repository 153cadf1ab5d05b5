import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookingBoardService } from '@gen/booking/v1/store_booking_board_service_pb';
import type { Services } from '../services';

/** Staff app: the booking board's cheap "changed since" poll. */
export function storeBookingBoardHandler(services: Services): ServiceImpl<typeof StoreBookingBoardService> {
  const { boardVersions } = services.booking;
  return {
    async getBookingDayVersion(request) {
      return { version: await boardVersions.dayVersion(request.storeId, request.reservationDate) };
    },
  };
}
