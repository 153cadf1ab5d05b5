import type { ServiceImpl } from '@connectrpc/connect';
import { type SessionService } from '@gen/identity/v1/session_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toThirdPartyUser } from './identity-mappers';
import { toUserMessage } from './mappers';

export function sessionHandler(services: Services): ServiceImpl<typeof SessionService> {
  return {
    async currentSessionInfo(_request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      if (!active) return {};
      const identity = await services.sessions.identityOf(active.session);
      return {
        // A key from the HttpOnly cookie stays out of reach of scripts.
        sessionKey: context.meta.sessionKeySource === 'header' ? context.meta.sessionKey : '',
        user: active.user ? toUserMessage(active.user) : undefined,
        thirdPartyUser: identity ? toThirdPartyUser(identity) : undefined,
      };
    },
  };
}
