import type { ServiceImpl } from '@connectrpc/connect';
import type { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { clearedSessionCookie } from '../http/session-cookie';
import { requireUser, rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toSessionMessage } from './identity-mappers';

export function userSessionHandler(services: Services): ServiceImpl<typeof UserSessionService> {
  return {
    async listSessions(_request, ctx) {
      const { session, user } = await requireUser(ctx);
      const live = await services.sessions.listLive(user.id);
      // The current session first, then the most recently used.
      live.sort((a, b) => Number(b.id === session.id) - Number(a.id === session.id));
      return { list: live.map((s) => toSessionMessage(s, session.id)) };
    },
    async kickOutSession(request, ctx) {
      const { session, user } = await requireUser(ctx);
      await services.sessions.kickOut(user.id, request.sessionId);
      if (request.sessionId === session.id) {
        ctx.responseHeader.append('set-cookie', clearedSessionCookie(rpcContext(ctx).meta.secure));
      }
      return {};
    },
    async createSessionPassportCode(_request, ctx) {
      const { session, user } = await requireUser(ctx);
      const passport = await services.passports.create(session.id, user.id);
      return { passportCode: passport.code, expireSeconds: passport.expireSeconds };
    },
  };
}
