import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import type { PublicTicketingEventService } from '@gen/ticketing/v1/public_ticketing_event_service_pb';
import { paging } from '../domain/ticketing/ticketing-event.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toTicketingEvent, toTicketVoucher } from './ticketing-mappers';

export function publicTicketingEventHandler(services: Services): ServiceImpl<typeof PublicTicketingEventService> {
  const { events } = services.ticketing;
  return {
    async queryTicketingEvents(r) {
      const { list, total } = await events.listPublic(
        {
          storeId: r.storeId === '0' ? undefined : r.storeId,
          merchantId: r.merchantId === '0' ? undefined : r.merchantId,
        },
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map(toTicketingEvent), total };
    },
    async getTicketingEvent(r) {
      return { event: toTicketingEvent(await events.get(r.eventId)) };
    },
  };
}

// Every call is the session's diner's own: vouchers are found by their holder.
export function dinerTicketVoucherHandler(services: Services): ServiceImpl<typeof DinerTicketVoucherService> {
  const { vouchers } = services.ticketing;
  return {
    async createTicketVoucher(r, ctx) {
      const { user } = await requireUser(ctx);
      const bought = (await vouchers.buy(user.id, r.eventId, r.ticketId, r.quantity || 1)).map(toTicketVoucher);
      return { voucher: bought[0], voucherList: bought };
    },
    async queryMyTicketVouchers(r, ctx) {
      const { user } = await requireUser(ctx);
      const { list, total } = await vouchers.list(
        { userId: user.id, eventId: r.eventId === '0' ? undefined : r.eventId },
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map(toTicketVoucher), total };
    },
    async getMyTicketVoucher(r, ctx) {
      const { user } = await requireUser(ctx);
      return { voucher: toTicketVoucher(await vouchers.getForDiner(user.id, r.voucherId)) };
    },
    async cancelMyTicketVoucher(r, ctx) {
      const { user } = await requireUser(ctx);
      const { voucher, refunded } = await vouchers.cancelByDiner(user.id, r.voucherId);
      return { voucher: toTicketVoucher(voucher), refundAmount: refunded };
    },
  };
}
