import { Code, ConnectError } from '@connectrpc/connect';
import { SERVER_MESSAGE } from '@common/server-messages';
import { isDatabaseUnavailable } from '../db/connection-errors';

/**
 * Retry-After of a call refused because the database is away. The gate
 * probes four times a second, so a second is about when a retry can succeed;
 * the client blocks the URL that long (spec section 7) and retries reads.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/** The database could not be reached: unavailable (HTTP 503) with Retry-After, never a bare internal error. */
export function unavailableError(): ConnectError {
  return new ConnectError(
    SERVER_MESSAGE.serviceUnavailable,
    Code.Unavailable,
    new Headers({ 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }),
  );
}

export { isDatabaseUnavailable };
