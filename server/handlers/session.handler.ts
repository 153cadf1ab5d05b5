import type { ServiceImpl } from '@connectrpc/connect';
import { type SessionService } from '../../src/gen/identity/v1/session_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toUserMessage } from './mappers';

export function sessionHandler(_services: Services): ServiceImpl<typeof SessionService> {
  return {
    async currentSessionInfo(_request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      if (!active) return {};
      return {
        sessionKey: context.meta.sessionKey,
        user: active.user ? toUserMessage(active.user) : undefined,
      };
    },
  };
}
