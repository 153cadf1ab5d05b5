import { alipayPrivateKey, alipayPublicKey, rsa2Sign, rsa2Verify } from '../../alipay-signature';
import { ProviderError, type ChannelAccount } from '../payment-provider';
import { callProvider } from '../provider-http';

// Antom (Alipay's global online payments, the "ams" API): JSON over POST, each
// request signed with the merchant's RSA key, each answer and notification
// signed by Alipay. The content signed is
//   <HTTP-Method> <HTTP-URI>\n<Client-Id>.<Request-Time or Response-Time>.<body>
// with RSA-SHA256 ("RSA256"), base64, URL-encoded in the Signature header as
//   algorithm=RSA256,keyVersion=1,signature=<...>
// (docs.antom.com/ac/ams/digital_signature, docs.antom.com/ac/ams/api_fund).

/** Asia's domain; North America's is open-na-global.alipay.com. */
export const DEFAULT_ANTOM_GATEWAY = 'https://open-sea-global.alipay.com';

export interface AntomCredentials {
  clientId: string;
  alipayPublicKeyPem: string;
  gatewayUrl: string;
  keyVersion: string;
  merchantPrivateKeyPem: string;
}

export const ANTOM_NEEDS = {
  settings: ['clientId', 'alipayPublicKeyPem'],
  secrets: ['merchantPrivateKeyPem'],
} as const;

export function antomCredentialsOf(account: ChannelAccount): AntomCredentials {
  const c = {
    clientId: account.settings.clientId ?? '',
    alipayPublicKeyPem: account.settings.alipayPublicKeyPem ?? '',
    gatewayUrl: (account.settings.gatewayUrl || DEFAULT_ANTOM_GATEWAY).replace(/\/$/, ''),
    keyVersion: account.settings.keyVersion || '1',
    merchantPrivateKeyPem: account.secrets.merchantPrivateKeyPem ?? '',
  };
  const missing = (['clientId', 'alipayPublicKeyPem', 'merchantPrivateKeyPem'] as const).filter((k) => !c[k]);
  if (missing.length) throw new ProviderError(`antom: config is missing ${missing.join(', ')}`, false);
  return c;
}

/** Every Antom answer carries one; resultStatus S (done), F (refused), U (unknown or in progress). */
export interface AntomResult {
  resultCode?: string;
  resultStatus?: 'S' | 'F' | 'U';
  resultMessage?: string;
}

export interface AntomReply {
  result?: AntomResult;
  [field: string]: unknown;
}

export function signedContent(method: string, uri: string, clientId: string, time: string, body: string): string {
  return `${method} ${uri}\n${clientId}.${time}.${body}`;
}

/** The value of a Signature header's `signature=` pair, URL-decoded. */
export function signatureOf(header: string | null | undefined): string {
  const pair = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => part.startsWith('signature='));
  if (!pair) return '';
  try {
    return decodeURIComponent(pair.slice('signature='.length));
  } catch {
    return '';
  }
}

export class AntomClient {
  constructor(
    private readonly c: AntomCredentials,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async call(uri: string, payload: object): Promise<AntomReply> {
    const body = JSON.stringify(payload);
    const requestTime = String(this.now().getTime());
    // Antom hands out keys as bare base64 or PEM; both are read (alipay-signature.ts).
    const signature = rsa2Sign(
      signedContent('POST', uri, this.c.clientId, requestTime, body),
      alipayPrivateKey(this.c.merchantPrivateKeyPem),
    );
    const response = await callProvider('antom', this.c.gatewayUrl + uri, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=UTF-8',
        'client-id': this.c.clientId,
        'request-time': requestTime,
        signature: `algorithm=RSA256,keyVersion=${this.c.keyVersion},signature=${encodeURIComponent(signature)}`,
      },
      body,
    });
    if (response.status >= 500 || response.status === 429)
      throw new ProviderError(`antom: HTTP ${response.status}`, true);
    if (response.status !== 200) throw new ProviderError(`antom: HTTP ${response.status}`, false);
    const responseTime = response.headers.get('response-time') ?? '';
    const signed = signatureOf(response.headers.get('signature'));
    if (!this.verified(signedContent('POST', uri, this.c.clientId, responseTime, response.body), signed)) {
      // Not from Alipay, or altered on the way: act on nothing in it.
      throw new ProviderError('antom: response signature does not verify', true);
    }
    try {
      return JSON.parse(response.body) as AntomReply;
    } catch {
      throw new ProviderError('antom: unreadable response', true);
    }
  }

  /** Checks Alipay's signature on a notification it posted to `uri`. */
  verifiedNotification(uri: string, headers: Record<string, string | undefined>, body: string): boolean {
    if ((headers['client-id'] ?? '') !== this.c.clientId) return false;
    const requestTime = headers['request-time'] ?? '';
    if (!requestTime) return false;
    return this.verified(
      signedContent('POST', uri, this.c.clientId, requestTime, body),
      signatureOf(headers['signature']),
    );
  }

  private verified(content: string, signature: string): boolean {
    if (!signature) return false;
    try {
      return rsa2Verify(content, signature, alipayPublicKey(this.c.alipayPublicKeyPem));
    } catch {
      return false;
    }
  }
}

/** A refusal by Antom's result code only, never anything from our request. */
export function antomRefusal(result: AntomResult | undefined): ProviderError {
  return new ProviderError(`antom refused: ${result?.resultCode ?? 'unknown'}`, false);
}
