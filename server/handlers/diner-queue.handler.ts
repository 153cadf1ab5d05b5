import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerQueueService } from '@gen/booking/v1/diner_queue_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toQueueTicket, toQueueType } from './queue-mappers';

/** A diner's side of the walk-in queue: proto <-> domain only. */
export function dinerQueueHandler(services: Services): ServiceImpl<typeof DinerQueueService> {
  const { tickets, board } = services.queue;
  const ticket = async (t: Parameters<typeof board.ticketView>[0]) => ({
    ticket: toQueueTicket(await board.ticketView(t)),
  });
  return {
    async getStoreQueue(request, ctx) {
      const { user } = await requireUser(ctx);
      const view = await board.storeQueue(request.storeId, user.id);
      return {
        storeName: view.storeName,
        open: view.open,
        remoteEnabled: view.remoteEnabled,
        typeList: view.types.map(toQueueType),
        myTicket: view.mine && toQueueTicket(view.mine),
      };
    },
    async takeMyQueueNumber(request, ctx) {
      const { user } = await requireUser(ctx);
      return ticket(
        await tickets.take({
          storeId: request.storeId,
          people: request.people,
          source: 'REMOTE',
          userId: user.id,
          language: request.language,
          standCode: request.standCode,
        }),
      );
    },
    async getMyQueueTicket(request, ctx) {
      const { user } = await requireUser(ctx);
      return ticket(await tickets.mine(request.ticketId, user.id));
    },
    async cancelMyQueueTicket(request, ctx) {
      const { user } = await requireUser(ctx);
      return ticket(await tickets.dinerCancel(request.ticketId, user.id));
    },
    async confirmOnMyWay(request, ctx) {
      const { user } = await requireUser(ctx);
      return ticket(await tickets.onMyWay(request.ticketId, user.id));
    },
  };
}
