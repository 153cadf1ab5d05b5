import type { ServiceImpl } from '@connectrpc/connect';
import { type AccountService } from '../../src/gen/identity/v1/account_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toUserMessage } from './mappers';

export function accountHandler(services: Services): ServiceImpl<typeof AccountService> {
  return {
    async myUser(_request, ctx) {
      const { user } = await requireUser(ctx);
      return { user: toUserMessage(user) };
    },
    async logOut(_request, ctx) {
      const { session } = await requireUser(ctx);
      await services.sessions.end(session.id);
      return {};
    },
  };
}
