import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { paging } from '../domain/ticketing/ticketing-event.service';
import { canManageStore } from '../domain/identity/permission.service';
import { domainError } from '../domain/errors';
import { requireUser, rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromEventInput, toTicketingEvent, toTicketVoucher, voucherStatusesOf } from './ticketing-mappers';

// The access interceptor has already checked the caller may act for store_id;
// each call then only reaches that store's events and vouchers.
export function storeTicketingHandler(services: Services): ServiceImpl<typeof StoreTicketingService> {
  const { events, vouchers } = services.ticketing;
  return {
    async listStoreTicketingEvents(r) {
      const { list, total } = await events.listForStore(r.storeId, paging(r.query?.limit ?? 0, r.query?.offset ?? 0));
      return { list: list.map(toTicketingEvent), total };
    },
    async createStoreTicketingEvent(r) {
      return { event: toTicketingEvent(await events.create(r.storeId, fromEventInput(r.event))) };
    },
    async updateStoreTicketingEvent(r) {
      return { event: toTicketingEvent(await events.update(r.storeId, r.eventId, fromEventInput(r.event))) };
    },
    async listStoreTicketVouchers(r) {
      const { list, total } = await vouchers.list(
        {
          storeId: r.storeId,
          eventId: r.eventId === '0' ? undefined : r.eventId,
          statuses: voucherStatusesOf(r.statusIn),
        },
        paging(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map(toTicketVoucher), total };
    },
    async getStoreTicketVoucher(r) {
      return { voucher: toTicketVoucher(await vouchers.getForStore(r.storeId, r.voucherId)) };
    },
    async undoTicketVoucherRedemption(r, ctx) {
      const standing = await rpcContext(ctx).standing();
      const store = await services.permissions.requireStore(standing, r.storeId);
      if (!canManageStore(standing, store)) throw domainError('permission', 'managersOnlyUndo');
      const voucher = await vouchers.undoRedemption(r.storeId, r.voucherId, standing.userId, r.reason.trim());
      return { voucher: toTicketVoucher(voucher) };
    },
    async refundTicketVoucher(r, ctx) {
      const { user } = await requireUser(ctx);
      return { voucher: toTicketVoucher(await vouchers.refund(r.storeId, r.voucherId, user.id, r.reason.trim())) };
    },
  };
}
