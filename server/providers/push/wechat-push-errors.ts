import { ProviderError } from '../login/provider-error';
import { isWechatTokenExpired } from '../login/wechat-errors';
import type { DeliveryReason } from '../../domain/notification/notification-types';
import { PushProviderError } from './push-channel';

// Error codes of WeChat's message APIs (HTTP 200 with {errcode, errmsg}).
const PERMANENT: Record<number, DeliveryReason> = {
  40003: 'NO_RECIPIENT', // invalid openid
  40037: 'TEMPLATE_NOT_FOUND', // invalid template_id
  43004: 'NOT_FOLLOWING', // require subscribe: the user does not follow the official account
  43101: 'NOT_SUBSCRIBED', // user refuse to accept the msg: no subscription left
  43107: 'NOT_SUBSCRIBED',
  47003: 'PROVIDER_REJECTED', // argument invalid (template data)
  41030: 'PROVIDER_REJECTED', // invalid page
};
const TRANSIENT = new Set([-1, 45009, 45011, 45047]);

/** The PushProviderError a WeChat answer means; nothing when errcode is 0. */
export function throwWechatPushError(body: Record<string, unknown>, what: string): void {
  const code = Number(body.errcode ?? 0);
  if (!code) return;
  const detail = `${what}: errcode ${code} ${String(body.errmsg ?? '')}`.trim();
  if (TRANSIENT.has(code)) throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', detail);
  // Token errors go back to the token cache, which fetches a new one and tries once more.
  if ([40001, 40014, 42001].includes(code)) throw new ProviderError('rejected', detail);
  throw new PushProviderError(false, PERMANENT[code] ?? 'PROVIDER_REJECTED', detail);
}

/** Login-layer errors (token fetch, network) in push terms. */
export function asPushError(error: unknown): unknown {
  if (error instanceof PushProviderError) return error;
  if (error instanceof ProviderError) {
    if (isWechatTokenExpired(error)) return new PushProviderError(true, 'PROVIDER_UNAVAILABLE', error.detail);
    return new PushProviderError(
      error.failure === 'unavailable',
      error.failure === 'unavailable' ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_REJECTED',
      error.detail,
    );
  }
  return error;
}
