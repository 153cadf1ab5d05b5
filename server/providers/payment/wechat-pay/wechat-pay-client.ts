import { ProviderError, type ChannelAccount } from '../payment-provider';
import { callProvider } from '../provider-http';
import { authorization, nonce, requestMessage, responseMessage, rsaSign, rsaVerify } from './wechat-pay-crypto';

export const DEFAULT_WECHAT_PAY_BASE = 'https://api.mch.weixin.qq.com';

/** A merchant's WeChat Pay settings (public) and secrets, read from its channel account. */
export interface WechatPayCredentials {
  mchId: string;
  /** Official account / website app, for JSAPI. */
  appId: string;
  miniProgramAppId: string;
  /** Serial number of the merchant's API certificate. */
  merchantSerialNo: string;
  /** The WeChat Pay public key id (PUB_KEY_ID_...) or platform certificate serial it signs with. */
  platformSerial: string;
  platformPublicKeyPem: string;
  apiBaseUrl: string;
  merchantPrivateKeyPem: string;
  apiV3Key: string;
}

/** What every WeChat Pay API v3 account needs, mainland or global. */
export const WECHAT_PAY_NEEDS = {
  settings: ['mchId', 'merchantSerialNo', 'platformSerial', 'platformPublicKeyPem'],
  secrets: ['merchantPrivateKeyPem', 'apiV3Key'],
} as const;

export function credentialsOf(account: ChannelAccount): WechatPayCredentials {
  const s = account.settings;
  const credentials = {
    mchId: s.mchId ?? '',
    appId: s.appId ?? '',
    miniProgramAppId: s.miniProgramAppId ?? '',
    merchantSerialNo: s.merchantSerialNo ?? '',
    platformSerial: s.platformSerial ?? '',
    platformPublicKeyPem: s.platformPublicKeyPem ?? '',
    apiBaseUrl: (s.apiBaseUrl || DEFAULT_WECHAT_PAY_BASE).replace(/\/$/, ''),
    merchantPrivateKeyPem: account.secrets.merchantPrivateKeyPem ?? '',
    apiV3Key: account.secrets.apiV3Key ?? '',
  };
  const missing = (
    [
      'mchId',
      'merchantSerialNo',
      'platformSerial',
      'platformPublicKeyPem',
      'merchantPrivateKeyPem',
      'apiV3Key',
    ] as const
  ).filter((key) => !credentials[key]);
  if (missing.length) throw new ProviderError(`wechat pay: config is missing ${missing.join(', ')}`, false);
  return credentials;
}

export interface WechatPayReply<T> {
  status: number;
  data: T;
}

/**
 * Signed calls to WeChat Pay API v3: every request carries the
 * WECHATPAY2-SHA256-RSA2048 Authorization header, and every successful
 * response must carry a valid WeChat Pay signature before we believe it.
 */
export class WechatPayClient {
  constructor(
    private readonly credentials: WechatPayCredentials,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async call<T>(method: 'GET' | 'POST', pathWithQuery: string, payload?: object): Promise<WechatPayReply<T>> {
    const c = this.credentials;
    const body = payload ? JSON.stringify(payload) : '';
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    const nonceStr = nonce();
    const signature = rsaSign(
      c.merchantPrivateKeyPem,
      requestMessage(method, pathWithQuery, timestamp, nonceStr, body),
    );
    const response = await callProvider('wechat pay', c.apiBaseUrl + pathWithQuery, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'user-agent': 'FeastBook/1.0',
        authorization: authorization({ mchId: c.mchId, nonceStr, signature, timestamp, serialNo: c.merchantSerialNo }),
      },
      body: body || undefined,
    });
    if (response.status >= 500 || response.status === 429) {
      throw new ProviderError(`wechat pay: HTTP ${response.status}`, true);
    }
    if (response.status < 300 && !this.verified(response.headers, response.body)) {
      // Not from WeChat Pay, or altered on the way: act on nothing in it.
      throw new ProviderError('wechat pay: response signature does not verify', true);
    }
    let data = {} as T;
    try {
      data = (response.body ? JSON.parse(response.body) : {}) as T;
    } catch {
      throw new ProviderError('wechat pay: unreadable response', true);
    }
    return { status: response.status, data };
  }

  /** Checks a WeChat Pay signature on a response or notification. */
  verified(headers: { get(name: string): string | null }, body: string): boolean {
    const serial = headers.get('wechatpay-serial') ?? '';
    const timestamp = headers.get('wechatpay-timestamp') ?? '';
    const nonceStr = headers.get('wechatpay-nonce') ?? '';
    const signature = headers.get('wechatpay-signature') ?? '';
    if (!timestamp || !nonceStr || !signature || serial !== this.credentials.platformSerial) return false;
    return rsaVerify(this.credentials.platformPublicKeyPem, responseMessage(timestamp, nonceStr, body), signature);
  }
}

/** A 4xx answer as a refusal: WeChat Pay's error code, never anything from our request. */
export function refusal(reply: WechatPayReply<{ code?: string; message?: string }>): ProviderError {
  return new ProviderError(`wechat pay refused: ${reply.data.code ?? `HTTP ${reply.status}`}`, false);
}
