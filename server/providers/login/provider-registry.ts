import type { ProviderAppConfig } from '../identity-config';
import { MemoryAccessTokenStore, type AccessTokenStore } from './access-token.repository';
import { AlipayLogin } from './alipay.login';
import { DouyinMiniProgramLogin } from './douyin.login';
import type { LoginProvider, PlatformLoginKind } from './login-provider';
import { WechatMiniProgramLogin } from './wechat-mini-program.login';
import { WechatOauthLogin } from './wechat-oauth.login';
import { XhsMiniAppLogin } from './xhs.login';

export interface ProviderRegistryOptions {
  /** Where app-level access tokens are shared between server instances (default: this process only). */
  tokens?: AccessTokenStore;
  nowMs?: () => number;
}

function adapterFor(app: ProviderAppConfig, options: Required<ProviderRegistryOptions>): LoginProvider {
  switch (app.kind) {
    case 'WECHAT_MINI_PROGRAM':
      return new WechatMiniProgramLogin(app, options.tokens, options.nowMs);
    case 'WECHAT_OFFICIAL_ACCOUNT':
    case 'WECHAT_WEBSITE_APP':
      return new WechatOauthLogin(app.kind, app);
    case 'ALIPAY':
      return new AlipayLogin(app);
    case 'DOUYIN_MINI_PROGRAM':
      return new DouyinMiniProgramLogin(app);
    case 'XHS_MINI_APP':
      return new XhsMiniAppLogin(app);
  }
}

/** The configured provider apps, one adapter each, found by kind and app id. */
export class ProviderRegistry {
  private readonly providers: LoginProvider[];

  constructor(apps: ProviderAppConfig[], options: ProviderRegistryOptions = {}) {
    const resolved = { tokens: options.tokens ?? new MemoryAccessTokenStore(), nowMs: options.nowMs ?? Date.now };
    this.providers = apps.map((app) => adapterFor(app, resolved));
  }

  /** The app of this kind with this id; with no id, the only app of the kind. */
  find(kind: PlatformLoginKind, appId: string): LoginProvider | undefined {
    const ofKind = this.providers.filter((p) => p.kind === kind);
    if (!appId) return ofKind.length === 1 ? ofKind[0] : undefined;
    return ofKind.find((p) => p.appId === appId);
  }
}
