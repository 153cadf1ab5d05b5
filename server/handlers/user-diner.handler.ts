import type { ServiceImpl } from '@connectrpc/connect';
import type { UserDinerService } from '@gen/identity/v1/user_diner_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromDinerInput, toDinerMessage } from './identity-mappers';

export function userDinerHandler(services: Services): ServiceImpl<typeof UserDinerService> {
  return {
    async createUserDiner(request, ctx) {
      const { user } = await requireUser(ctx);
      return { diner: toDinerMessage(await services.userDiners.create(user.id, fromDinerInput(request.diner))) };
    },
    async listUserDiners(_request, ctx) {
      const { user } = await requireUser(ctx);
      return { list: (await services.userDiners.list(user.id)).map(toDinerMessage) };
    },
    async updateUserDiner(request, ctx) {
      const { user } = await requireUser(ctx);
      const diner = await services.userDiners.update(user.id, request.id, fromDinerInput(request.diner));
      return { diner: toDinerMessage(diner) };
    },
  };
}
