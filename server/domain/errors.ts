import { SERVER_MESSAGE, type ServerMessageKey } from '@common/server-messages';
import type { OutsideWindow } from './dynamic-code/redeem-window';

// What went wrong, in domain terms. The RPC edge maps each kind to a Connect
// code; domain code never sees Connect.
export type DomainErrorKind =
  | 'invalid' // the request is wrong: fix it and retry
  | 'unauthenticated'
  | 'permission'
  | 'not_found'
  | 'conflict' // lost a race or a uniqueness rule
  | 'precondition' // the subject is not in a state that allows this, or a business limit (stock, quota) is reached
  | 'rate_limited' // too many calls in a window: the only kind answered 429, which clients retry after Retry-After
  | 'unavailable'; // a dependency (payment channel, platform) is out of reach for now

export interface DomainErrorOptions {
  /** For limits: when trying again can succeed; sent as Retry-After. */
  retryAfterSeconds?: number;
  /** A redemption outside its window: sent as an OutsideRedeemWindow detail for the confirmation. */
  outsideWindow?: OutsideWindow;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly messageKey?: ServerMessageKey,
    readonly options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** An error whose message is one of the catalogue's texts. */
export function domainError(kind: DomainErrorKind, key: ServerMessageKey, options?: DomainErrorOptions): DomainError {
  return new DomainError(kind, SERVER_MESSAGE[key], key, options);
}
