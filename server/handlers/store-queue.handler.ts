import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreQueueService } from '@gen/booking/v1/store_queue_service_pb';
import { domainError } from '../domain/errors';
import type { Services } from '../services';
import { fromQueueSetting, toQueueSession, toQueueSetting, toQueueTicket } from './queue-mappers';

const idOrUndefined = (id: string) => (id && id !== '0' ? id : undefined);

/** The host stand's walk-in queue: proto <-> domain only. */
export function storeQueueHandler(services: Services): ServiceImpl<typeof StoreQueueService> {
  const { setup, tickets, board } = services.queue;
  const ticket = async (t: Parameters<typeof board.ticketView>[0]) => ({
    ticket: toQueueTicket(await board.ticketView(t)),
  });
  return {
    async getQueueSetting(request) {
      return { setting: toQueueSetting(await setup.setting(request.storeId)) };
    },
    async saveQueueSetting(request) {
      if (!request.setting) throw domainError('invalid', 'queueTypesInvalid');
      return { setting: toQueueSetting(await setup.saveSetting(request.storeId, fromQueueSetting(request.setting))) };
    },
    async openQueue(request) {
      await setup.open(request.storeId, request.storeShiftId);
      const { session } = await board.board(request.storeId);
      return { session: session && toQueueSession(session, true) };
    },
    async closeQueue(request) {
      await setup.close(request.storeId);
      return {};
    },
    async getQueueBoard(request) {
      const { session, tickets: list } = await board.board(request.storeId);
      return { session: session && toQueueSession(session, true), ticketList: list.map(toQueueTicket) };
    },
    async takeQueueNumber(request) {
      return ticket(
        await tickets.take({
          storeId: request.storeId,
          people: request.people,
          source: 'STAND',
          phoneRegionCode: request.phoneRegionCode,
          phone: request.phone,
          language: request.language,
        }),
      );
    },
    async callQueueTicket(request) {
      return ticket(await tickets.call(request.storeId, request.ticketId, idOrUndefined(request.storeTableItemId)));
    },
    async seatQueueTicket(request) {
      return ticket(await tickets.seat(request.storeId, request.ticketId, request.storeTableItemId));
    },
    async skipQueueTicket(request) {
      return ticket(await tickets.skip(request.storeId, request.ticketId));
    },
    async cancelQueueTicket(request) {
      return ticket(await tickets.cancel(request.storeId, request.ticketId, 'STORE'));
    },
  };
}
