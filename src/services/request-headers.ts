import type { Platform } from '@/platform';
import { HEADER } from '@/common/request-signature';
import { loadSessionKey } from './session-key';

/** Sent as the client version header: which client build made the call. */
export const CLIENT_VERSION = '0.1.0';

/** The spec's per-call headers (section 7); the transport adds timestamp, nonce and signature. */
export function requestHeaders(platform: Platform, currentPath: () => string): Record<string, string> {
  const name = platform.platformName();
  const id = platform.platformId();
  const headers: Record<string, string> = {
    [HEADER.clientPlatform]: name,
    [HEADER.platformId]: id,
    [HEADER.deviceId]: platform.deviceId(),
    [HEADER.currentPath]: currentPath(),
    [HEADER.clientVersion]: CLIENT_VERSION,
  };
  const sessionKey = loadSessionKey(platform.storage, name, id);
  if (sessionKey) headers[HEADER.sessionKey] = sessionKey;
  return headers;
}
