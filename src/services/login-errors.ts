import { Code, ConnectError } from '@connectrpc/connect';
import { IdentityProviderType } from '../gen/identity/v1/identity_provider_pb';
import { KNOWN_MESSAGE, type KnownMessageKey } from './known-server-messages';
import { stripLeadingTag } from './error-catalogue';
import type { ProviderLogin } from './platform-login';
import { RpcError } from './rpc-error';

// Spec section 8, login: a provider that refuses gives its own "... login failed"
// message, and a code seen before gives 'code already used'. The server says both for
// what it sees; these say them for what only the host sees (its login API failing,
// a code reused on this device).

/** Whether a failed call answered this server message. */
export function isMessage(error: unknown, key: KnownMessageKey): boolean {
  return error instanceof ConnectError && stripLeadingTag(error.rawMessage) === KNOWN_MESSAGE[key];
}

/** A refusal decided on the device, shaped like the server's so the catalogue shows it alike. */
export function localRefusal(key: KnownMessageKey): RpcError {
  return new RpcError(KNOWN_MESSAGE[key], Code.InvalidArgument, 400, '');
}

export function providerFailureKey(type: IdentityProviderType): KnownMessageKey {
  switch (type) {
    case IdentityProviderType.ALIPAY:
      return 'paymentAppLoginFailed';
    case IdentityProviderType.DOUYIN_MINI_PROGRAM:
      return 'shortVideoAppLoginFailed';
    case IdentityProviderType.XHS_MINI_APP:
      return 'lifestyleAppLoginFailed';
    default:
      return 'chatAppLoginFailed';
  }
}

/** A failed provider attempt as the person hears of it: the server's reason, else the provider's failure. */
export function loginRefusal(error: unknown, provider: ProviderLogin): unknown {
  if (error instanceof ConnectError) return error;
  return localRefusal(providerFailureKey(provider.type));
}
