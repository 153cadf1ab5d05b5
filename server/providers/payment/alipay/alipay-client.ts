import { ProviderError, type ChannelAccount } from '../payment-provider';
import { callProvider } from '../provider-http';
import {
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignContent,
  rawJsonMember,
  rsa2Sign,
  rsa2Verify,
} from '../../alipay-signature';
import { alipayTime } from '../../provider-time';

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipayCredentials {
  appId: string;
  alipayPublicKeyPem: string;
  gatewayUrl: string;
  appPrivateKeyPem: string;
}

export function credentialsOf(account: ChannelAccount): AlipayCredentials {
  const credentials = {
    appId: account.settings.appId ?? '',
    alipayPublicKeyPem: account.settings.alipayPublicKeyPem ?? '',
    gatewayUrl: account.settings.gatewayUrl || DEFAULT_ALIPAY_GATEWAY,
    appPrivateKeyPem: account.secrets.appPrivateKeyPem ?? '',
  };
  const missing = (['appId', 'alipayPublicKeyPem', 'appPrivateKeyPem'] as const).filter((key) => !credentials[key]);
  if (missing.length) throw new ProviderError(`alipay: config is missing ${missing.join(', ')}`, false);
  return credentials;
}

/** An Alipay answer: code 10000 is success; 40004 a business refusal with its sub_code. */
export interface AlipayReply {
  code?: string;
  msg?: string;
  sub_code?: string;
  sub_msg?: string;
  [field: string]: unknown;
}

/**
 * Alipay's OpenAPI gateway: RSA2-signed form requests, and responses whose
 * signature over the exact "<method>_response" text must verify with the
 * Alipay public key before we believe them.
 */
export class AlipayClient {
  constructor(
    private readonly credentials: AlipayCredentials,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The signed parameters of a call; page methods (wap pay) send them as a link instead. */
  signedParams(method: string, biz: object, extra: Record<string, string> = {}): Record<string, string> {
    const params: Record<string, string> = {
      app_id: this.credentials.appId,
      method,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(this.now()),
      version: '1.0',
      biz_content: JSON.stringify(biz),
      ...extra,
    };
    return {
      ...params,
      sign: rsa2Sign(alipaySignContent(params), alipayPrivateKey(this.credentials.appPrivateKeyPem)),
    };
  }

  /** A page method as the link the payer opens (alipay.trade.wap.pay). */
  pageUrl(method: string, biz: object, extra: Record<string, string>): string {
    return `${this.credentials.gatewayUrl}?${new URLSearchParams(this.signedParams(method, biz, extra))}`;
  }

  async call(method: string, biz: object, extra: Record<string, string> = {}): Promise<AlipayReply> {
    const response = await callProvider('alipay', `${this.credentials.gatewayUrl}?charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(this.signedParams(method, biz, extra)).toString(),
    });
    if (response.status !== 200) throw new ProviderError(`alipay: HTTP ${response.status}`, response.status >= 500);
    const member = `${method.replace(/\./g, '_')}_response`;
    const raw = rawJsonMember(response.body, member);
    if (!raw) {
      // error_response: our request was refused before any business logic (bad app id or signature).
      const error = rawJsonMember(response.body, 'error_response');
      throw new ProviderError(`alipay refused the request${error ? `: ${safeCode(error)}` : ''}`, false);
    }
    let signature = '';
    let reply: AlipayReply;
    try {
      signature = (JSON.parse(response.body) as { sign?: string }).sign ?? '';
      reply = JSON.parse(raw) as AlipayReply;
    } catch {
      throw new ProviderError('alipay: unreadable response', true);
    }
    if (!this.verified(raw, signature)) {
      throw new ProviderError('alipay: response signature does not verify', true);
    }
    if (reply.code === '20000') throw new ProviderError('alipay: service unavailable', true);
    return reply;
  }

  verifyNotification(params: Record<string, string>): boolean {
    if (params.app_id !== this.credentials.appId || !params.sign) return false;
    return this.verified(alipaySignContent(params, ['sign', 'sign_type']), params.sign);
  }

  /** Whether Alipay signed `content`; a public key that does not parse verifies nothing. */
  private verified(content: string, signature: string): boolean {
    try {
      return rsa2Verify(content, signature, alipayPublicKey(this.credentials.alipayPublicKeyPem));
    } catch {
      return false;
    }
  }
}

function safeCode(errorJson: string): string {
  try {
    const parsed = JSON.parse(errorJson) as AlipayReply;
    return [parsed.code, parsed.sub_code].filter(Boolean).join(' ');
  } catch {
    return 'unknown';
  }
}

/** A business refusal: Alipay's codes only. */
export function alipayRefusal(reply: AlipayReply): ProviderError {
  return new ProviderError(`alipay refused: ${reply.sub_code ?? reply.code ?? 'unknown'}`, false);
}
