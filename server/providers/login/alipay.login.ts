import type { KeyObject } from 'node:crypto';
import type { ProviderAppConfig } from '../identity-config';
import { providerRequest, text } from '../http/provider-http';
import {
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignContent,
  rawJsonMember,
  rsa2Sign,
  rsa2Verify,
} from '../alipay-signature';
import { alipayTime } from '../provider-time';
import type { CodeExchange, ExternalAccount, LoginProvider } from './login-provider';
import { ProviderError } from './provider-error';

const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/**
 * Payment app (Alipay): the auth code of my.getAuthCode through
 * alipay.system.oauth.token, and with scope auth_user the profile through
 * alipay.user.info.share. Requests are RSA2-signed with the app's key and
 * every answer's signature is checked against Alipay's public key.
 */
export class AlipayLogin implements LoginProvider {
  readonly kind = 'ALIPAY' as const;
  readonly appId: string;
  private readonly gateway: string;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    config: ProviderAppConfig,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.appId = config.appId;
    this.gateway = config.baseUrl ?? ALIPAY_GATEWAY;
    this.privateKey = alipayPrivateKey(config.privateKey ?? '');
    this.publicKey = alipayPublicKey(config.alipayPublicKey ?? '');
  }

  async exchange(input: CodeExchange): Promise<ExternalAccount> {
    const token = await this.call('alipay.system.oauth.token', { grant_type: 'authorization_code', code: input.code });
    // Apps in OpenID mode get open_id instead of the 2088... user_id.
    const openId = text(token.open_id) || text(token.user_id);
    const accessToken = text(token.access_token);
    if (!openId) throw new ProviderError('unavailable', 'alipay.system.oauth.token: no user id');
    const account: ExternalAccount = { openId, unionId: '', nickname: '', avatarUrl: '', scope: input.scope };
    if (input.scope !== 'auth_user' || !accessToken) return account;
    const profile = await this.call('alipay.user.info.share', { auth_token: accessToken });
    return { ...account, nickname: text(profile.nick_name), avatarUrl: text(profile.avatar) };
  }

  /** One signed gateway call; answers the verified "<method>_response" node. */
  private async call(method: string, extra: Record<string, string>): Promise<Record<string, unknown>> {
    const params: Record<string, string> = {
      app_id: this.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(this.now()),
      version: '1.0',
      ...extra,
    };
    params.sign = rsa2Sign(alipaySignContent(params), this.privateKey);
    const response = await providerRequest(this.gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    if (response.status >= 500) throw new ProviderError('unavailable', `${method}: HTTP ${response.status}`);
    let document: Record<string, unknown>;
    try {
      document = JSON.parse(response.text) as Record<string, unknown>;
    } catch {
      throw new ProviderError('unavailable', `${method}: not JSON`);
    }
    const nodeName = document.error_response ? 'error_response' : `${method.replace(/\./g, '_')}_response`;
    const raw = rawJsonMember(response.text, nodeName);
    const signature = text(document.sign);
    // Alipay may leave error answers unsigned; a success must be signed.
    if (nodeName !== 'error_response' && (!raw || !signature || !rsa2Verify(raw, signature, this.publicKey))) {
      throw new ProviderError('rejected', `${method}: response signature does not verify`);
    }
    const node = (document[nodeName] ?? {}) as Record<string, unknown>;
    const code = text(node.code);
    if (nodeName === 'error_response' || (code && code !== '10000')) {
      const subCode = text(node.sub_code);
      const detail = `${method}: ${code} ${subCode} ${text(node.sub_msg) || text(node.msg)}`.trim();
      if (subCode === 'isv.code-invalid') throw new ProviderError('invalid_code', detail);
      throw new ProviderError('rejected', detail);
    }
    return node;
  }
}
