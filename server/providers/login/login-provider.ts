/** The provider kinds that log in through an outside platform (identity.v1.IdentityProviderType names). */
export const PLATFORM_LOGIN_KINDS = [
  'WECHAT_MINI_PROGRAM',
  'WECHAT_OFFICIAL_ACCOUNT',
  'WECHAT_WEBSITE_APP',
  'ALIPAY',
  'DOUYIN_MINI_PROGRAM',
  'XHS_MINI_APP',
] as const;
export type PlatformLoginKind = (typeof PLATFORM_LOGIN_KINDS)[number];

/** The account a platform vouches for. */
export interface ExternalAccount {
  /** The user's id within this provider app (openid, Alipay user id or open_id). */
  openId: string;
  /** The id across one developer's apps (WeChat unionid, Douyin unionid), '' when none. */
  unionId: string;
  nickname: string;
  avatarUrl: string;
  /** The scope the user granted, when the provider says. */
  scope: string;
}

export interface CodeExchange {
  code: string;
  /** Official account: snsapi_base / snsapi_userinfo; payment app: auth_base / auth_user. */
  scope: string;
  /** Douyin: tt.login's anonymous code. */
  anonymousCode: string;
}

/** One configured provider app that turns a one-time code into an account. */
export interface LoginProvider {
  readonly kind: PlatformLoginKind;
  readonly appId: string;
  exchange(input: CodeExchange): Promise<ExternalAccount>;
}

/** A provider whose login starts by sending the browser to its authorize page. */
export interface RedirectLoginProvider extends LoginProvider {
  authorizeUrl(input: { state: string; redirectUri: string; scope: string }): string;
}

/** A provider that can tell a user's phone from a one-time phone code (WeChat getPhoneNumber). */
export interface PhoneCodeProvider {
  readonly appId: string;
  phoneFromCode(code: string): Promise<{ regionCode: string; phone: string }>;
}

export function isRedirectProvider(provider: LoginProvider): provider is RedirectLoginProvider {
  return typeof (provider as RedirectLoginProvider).authorizeUrl === 'function';
}

export function isPhoneCodeProvider(provider: unknown): provider is PhoneCodeProvider {
  return typeof (provider as PhoneCodeProvider | undefined)?.phoneFromCode === 'function';
}
