import { ProviderError, type ChannelAccount } from '../payment-provider';
import { callProvider } from '../provider-http';

// Mastercard Payment Gateway Services, REST API: JSON, HTTP Basic
// authentication as "merchant.<merchant id>" with the API password, paths
// /api/rest/version/<n>/merchant/<merchant id>/... on the acquirer's gateway
// host (each acquirer has its own: ap-gateway.mastercard.com, a bank's domain).

export const DEFAULT_MPGS_API_VERSION = '100';

export interface MpgsCredentials {
  merchantId: string;
  gatewayUrl: string;
  apiVersion: string;
  merchantName: string;
  apiPassword: string;
  notificationSecret: string;
}

export const MPGS_NEEDS = {
  settings: ['merchantId', 'gatewayUrl'],
  secrets: ['apiPassword', 'notificationSecret'],
} as const;

export function mpgsCredentialsOf(account: ChannelAccount): MpgsCredentials {
  const c = {
    merchantId: account.settings.merchantId ?? '',
    gatewayUrl: (account.settings.gatewayUrl ?? '').replace(/\/$/, ''),
    apiVersion: account.settings.apiVersion || DEFAULT_MPGS_API_VERSION,
    merchantName: account.settings.merchantName ?? '',
    apiPassword: account.secrets.apiPassword ?? '',
    notificationSecret: account.secrets.notificationSecret ?? '',
  };
  const missing = (['merchantId', 'gatewayUrl', 'apiPassword', 'notificationSecret'] as const).filter((k) => !c[k]);
  if (missing.length) throw new ProviderError(`mpgs: config is missing ${missing.join(', ')}`, false);
  return c;
}

export interface MpgsReply {
  status: number;
  data: {
    result?: 'SUCCESS' | 'PENDING' | 'FAILURE' | 'UNKNOWN' | 'ERROR';
    error?: { cause?: string; explanation?: string; field?: string };
    [field: string]: unknown;
  };
}

export class MpgsClient {
  constructor(private readonly c: MpgsCredentials) {}

  /** `path` below /merchant/<id>: '/session', '/order/<id>', '/order/<id>/transaction/<id>'. */
  async call(method: 'GET' | 'PUT' | 'POST', path: string, payload?: object): Promise<MpgsReply> {
    const c = this.c;
    const url = `${c.gatewayUrl}/api/rest/version/${c.apiVersion}/merchant/${encodeURIComponent(c.merchantId)}${path}`;
    const basic = Buffer.from(`merchant.${c.merchantId}:${c.apiPassword}`, 'utf8').toString('base64');
    const response = await callProvider('mpgs', url, {
      method,
      headers: {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        ...(payload && { 'content-type': 'application/json; charset=UTF-8' }),
      },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    if (response.status >= 500 || response.status === 429)
      throw new ProviderError(`mpgs: HTTP ${response.status}`, true);
    if (response.status === 401) throw new ProviderError('mpgs: the gateway refused our credentials', false);
    try {
      return { status: response.status, data: response.body ? JSON.parse(response.body) : {} };
    } catch {
      throw new ProviderError('mpgs: unreadable response', true);
    }
  }
}

/** A refusal by the gateway's error cause only. */
export function mpgsRefusal(reply: MpgsReply): ProviderError {
  return new ProviderError(
    `mpgs refused: ${reply.data.error?.cause ?? reply.data.result ?? `HTTP ${reply.status}`}`,
    false,
  );
}
