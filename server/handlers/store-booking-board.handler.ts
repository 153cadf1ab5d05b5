import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookingBoardService } from '@gen/booking/v1/store_booking_board_service_pb';
import { BoardVersionRepository } from '../domain/booking/board-version.repository';
import { domainError } from '../domain/errors';
import type { Services } from '../services';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Staff app: the booking board's cheap "changed since" poll. */
export function storeBookingBoardHandler(services: Services): ServiceImpl<typeof StoreBookingBoardService> {
  const versions = new BoardVersionRepository(services.db);
  return {
    async getBookingDayVersion(request) {
      const date = request.reservationDate.trim();
      if (!DATE.test(date)) throw domainError('invalid', 'invalidDate');
      return { version: await versions.dayVersion(request.storeId, date) };
    },
  };
}
