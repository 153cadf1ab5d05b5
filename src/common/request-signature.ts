// The request headers every call carries, and the signature over them.
// The scheme is documented in docs/request-signing.md. It is not a secret
// (the client is public code): it makes a captured request useless to replay
// and a tampered body detectable.

export const HEADER = {
  clientPlatform: 'x-client-platform',
  platformId: 'x-platform-id',
  deviceId: 'x-device-id',
  currentPath: 'x-current-path',
  clientVersion: 'x-client-version',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
  sessionKey: 'x-session-key',
} as const;

export const SIGNATURE_VERSION = 'v1';

// Mixed into the hash so that a plain sha256 of the visible parts does not
// match; obfuscation only, as the spec describes.
const SIGNATURE_SALT = 'feastbook.request.v1';

export interface SignatureInput {
  nonce: string;
  /** Milliseconds since the epoch, as sent in the timestamp header. */
  timestamp: string;
  /** HTTP method, upper case. */
  method: string;
  /** URL path without the query, e.g. /grpc/public/identity.v1.SessionService/CurrentSessionInfo */
  path: string;
  /** The exact JSON body sent ('' for none). */
  body: string;
}

export function canonicalRequest(input: SignatureInput): string {
  return [SIGNATURE_SALT, input.nonce, input.timestamp, input.method.toUpperCase(), input.path, input.body].join('\n');
}

export function signRequest(input: SignatureInput, sha256Hex: (text: string) => string): string {
  return `${SIGNATURE_VERSION}=${sha256Hex(canonicalRequest(input))}`;
}

/** 16 random bytes as hex; Math.random is enough for a replay nonce. */
export function randomNonce(random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < 32; i++) out += Math.floor(random() * 16).toString(16);
  return out;
}
