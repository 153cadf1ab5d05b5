import type { ServiceImpl } from '@connectrpc/connect';
import { type AccountService } from '@gen/identity/v1/account_service_pb';
import { clearedSessionCookie } from '../http/session-cookie';
import { requireUser, rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { providerTypeName } from './identity-mappers';
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
      ctx.responseHeader.append('set-cookie', clearedSessionCookie(rpcContext(ctx).meta.secure));
      return {};
    },
    async updateUser(request, ctx) {
      const { user } = await requireUser(ctx);
      const updated = await services.profiles.updateUser(user.id, {
        nickname: request.nickname,
        avatarUrl: request.avatarUrl,
        language: request.language,
      });
      return { user: toUserMessage(updated) };
    },
    async checkNickname(request, ctx) {
      const { user } = await requireUser(ctx);
      return services.profiles.checkNickname(user.id, request.nickname);
    },
    async bindPhone(request, ctx) {
      const { user } = await requireUser(ctx);
      const bound = await services.profiles.bindPhone(user.id, {
        providerType: providerTypeName(request.providerType),
        providerId: request.providerId,
        phoneCode: request.phoneCode,
        phoneRegionCode: request.phoneRegionCode,
        phone: request.phone,
        verificationCode: request.verificationCode,
      });
      return { user: toUserMessage(bound) };
    },
  };
}
