import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreBookingOrderDeleteService } from '@gen/booking/v1/store_booking_order_delete_service_pb';
import type { Services } from '../services';
import { staffActor } from './booking-actor';

export function storeBookingOrderDeleteHandler(services: Services): ServiceImpl<typeof StoreBookingOrderDeleteService> {
  const { orderDelete } = services.booking;
  return {
    async deleteBookingOrder(r, ctx) {
      await orderDelete.delete(r.storeId, r.bookingOrderId, await staffActor(ctx, r.storeId));
      return {};
    },
  };
}
