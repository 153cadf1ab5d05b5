import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { LoginService } from '@gen/identity/v1/login_service_pb';
import type { ProviderRequest } from '@gen/identity/v1/login_service_pb';
import type { LoginInput } from '../domain/identity/login.service';
import { isBrowserPlatform, sessionCookie } from '../http/session-cookie';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { providerTypeName, purposeName, toThirdPartyUser } from './identity-mappers';
import { toUserMessage } from './mappers';

function loginInput(request: ProviderRequest | undefined): LoginInput {
  return {
    code: request?.code ?? '',
    state: request?.state ?? '',
    scope: request?.scope ?? '',
    passportCode: request?.passportCode ?? '',
    jsCode: request?.jsCode ?? '',
    anonymousCode: request?.anonymousCode ?? '',
    phoneRegionCode: request?.phoneRegionCode ?? '',
    phone: request?.phone ?? '',
    verificationCode: request?.verificationCode ?? '',
  };
}

async function currentSessionId(ctx: HandlerContext): Promise<string | undefined> {
  return (await rpcContext(ctx).session())?.session.id;
}

export function loginHandler(services: Services): ServiceImpl<typeof LoginService> {
  return {
    async beforeLogin(request, ctx) {
      const { meta } = rpcContext(ctx);
      const started = await services.logins.beforeLogin(
        providerTypeName(request.providerType),
        request.providerId,
        { redirectUri: request.providerRequest?.redirectUri ?? '', scope: request.providerRequest?.scope ?? '' },
        { deviceId: meta.deviceId, ownOrigin: meta.origin },
      );
      return { providerResponse: { state: started.state, authorizeUrl: started.authorizeUrl } };
    },

    async sendVerificationCode(request, ctx) {
      const { meta } = rpcContext(ctx);
      const phone = await services.phones.parse(request.phoneRegionCode, request.phone);
      return services.smsCodes.send({
        phone,
        purpose: purposeName(request.purpose),
        deviceId: meta.deviceId,
        address: meta.address,
        captchaPass: request.captchaPass,
        language: request.language,
      });
    },

    async login(request, ctx) {
      const { meta } = rpcContext(ctx);
      const outcome = await services.logins.login(
        providerTypeName(request.providerType),
        request.providerId,
        loginInput(request.providerRequest),
        {
          origin: { clientPlatform: meta.clientPlatform, platformId: meta.platformId, deviceId: meta.deviceId },
          currentSessionId: await currentSessionId(ctx),
          language: request.language,
        },
      );
      // Browsers keep the session in an HttpOnly cookie; mini programs keep the key.
      const browser = isBrowserPlatform(meta.clientPlatform);
      if (browser) ctx.responseHeader.append('set-cookie', sessionCookie(outcome.sessionKey, meta.secure));
      return {
        user: toUserMessage(outcome.user),
        sessionKey: browser ? '' : outcome.sessionKey,
        thirdPartyUser: outcome.identity ? toThirdPartyUser(outcome.identity) : undefined,
        providerResponse: outcome.account
          ? { openId: outcome.account.openId, unionId: outcome.account.unionId, scope: outcome.account.scope }
          : undefined,
      };
    },
  };
}
