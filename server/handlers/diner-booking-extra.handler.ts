import { intlToFields } from '@common/intl-text';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { ServiceImpl } from '@connectrpc/connect';
import type {
  DinerBookingOrderShareService,
  DinerBookingQuoteService,
  PublicBookingOrderShareService,
} from '@gen/booking/v1/diner_booking_extra_service_pb';
import type { Services } from '../services';
import { dinerActor } from './booking-actor';

// diner app: the deposit and cancel quote before booking, and share links.

export function dinerBookingQuoteHandler(services: Services): ServiceImpl<typeof DinerBookingQuoteService> {
  return {
    async quoteBooking(request) {
      const quote = await services.diner.bookingQuote.quote({
        storeId: request.storeId,
        date: request.reservationDate.trim(),
        shiftId: request.storeShiftId,
        startSecond: request.reservationStartSecond,
        people: request.peopleCount,
      });
      return { ...quote, cancelDeadlineTime: timestampFromDate(quote.cancelDeadlineTime) };
    },
  };
}

export function dinerBookingOrderShareHandler(services: Services): ServiceImpl<typeof DinerBookingOrderShareService> {
  return {
    async createBookingOrderShare(request, ctx) {
      const { user } = await dinerActor(ctx);
      return { shareToken: await services.diner.orderShares.tokenFor(user.id, request.bookingOrderId) };
    },
  };
}

export function publicBookingOrderShareHandler(services: Services): ServiceImpl<typeof PublicBookingOrderShareService> {
  return {
    async getSharedBookingOrder(request) {
      const view = await services.diner.orderShares.view(request.shareToken.trim());
      return {
        order: {
          storeId: view.storeId,
          storeName: view.storeName,
          storeAddress: view.storeAddress,
          timezone: view.timezone,
          reservationDate: view.reservationDate,
          reservationStartSecond: view.startSecond,
          storeShiftName: view.shiftName,
          storeIntlName: intlToFields(view.storeIntlName),
          storeShiftIntlName: intlToFields(view.shiftIntlName),
          peopleCount: view.peopleCount,
          hostLastName: view.hostLastName,
          hostTitle: view.hostTitle,
          isClosed: view.isClosed,
        },
      };
    },
  };
}
