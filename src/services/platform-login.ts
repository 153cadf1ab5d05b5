import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Platform } from '@/platform';
import { IdentityProviderType } from '../gen/identity/v1/identity_provider_pb';
import type { ProviderRequestSchema } from '../gen/identity/v1/login_service_pb';

// Which identity provider this host logs in with (spec sections 4 and 7), and what it
// hands the server. Hosts without one (plain web and H5) log in by phone and SMS.

/** The payment app's scope: the user's profile, not only the id (spec section 4). */
export const PAYMENT_APP_SCOPE = 'auth_user';
/** The official account's default scope (spec section 7). */
export const OFFICIAL_ACCOUNT_SCOPE = 'snsapi_userinfo';

export interface ProviderLogin {
  type: IdentityProviderType;
  /** The provider's app id: the mini-program's own, or the official account's. */
  providerId: string;
  /** A redirect login (official account): BeforeLogin first, the code comes back in the address. */
  redirect: boolean;
  scope?: string;
}

/** The official account a chat-app browser logs in with, when the build names one. */
export function officialAccountAppId(): string {
  return process.env.TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID || '';
}

export function providerLoginFor(
  platform: Pick<Platform, 'platformName' | 'platformId'>,
  officialAccount: string = officialAccountAppId(),
): ProviderLogin | null {
  switch (platform.platformName()) {
    case 'WECHAT_MINI_PROGRAM':
      return { type: IdentityProviderType.WECHAT_MINI_PROGRAM, providerId: platform.platformId(), redirect: false };
    case 'ALIPAY_MINI_PROGRAM':
      return {
        type: IdentityProviderType.ALIPAY,
        providerId: platform.platformId(),
        redirect: false,
        scope: PAYMENT_APP_SCOPE,
      };
    case 'WECHAT_WEBSITE_APP':
      // The chat app's browser: its official account's web authorisation, when configured.
      return officialAccount
        ? {
            type: IdentityProviderType.WECHAT_OFFICIAL_ACCOUNT,
            providerId: officialAccount,
            redirect: true,
            scope: OFFICIAL_ACCOUNT_SCOPE,
          }
        : null;
    default:
      return null;
  }
}

/** What a host's login gave: the code, and for redirect logins the state and scope. */
export interface ProviderCode {
  code: string;
  state?: string;
  scope?: string;
}

/** The Login request's providerRequest for a host's code (docs/identity.md lists the fields). */
export function providerRequestFor(
  provider: ProviderLogin,
  result: ProviderCode,
): MessageInitShape<typeof ProviderRequestSchema> {
  switch (provider.type) {
    case IdentityProviderType.WECHAT_MINI_PROGRAM:
      return { jsCode: result.code };
    case IdentityProviderType.ALIPAY:
      return { code: result.code, scope: result.scope ?? PAYMENT_APP_SCOPE };
    default:
      return { code: result.code, state: result.state ?? '', scope: result.scope ?? provider.scope ?? '' };
  }
}
