import type { Int8 } from '../db/column-types';

/** A signed request's (nonce, timestamp), taken once across every instance until it expires. */
export interface RequestNonceTable {
  nonce: string;
  timestamp_ms: Int8;
  expires_at_ms: Int8;
}

/** Calls counted for one key (an address or a device) in the window that started at window_start_ms. */
export interface RateLimitWindowTable {
  key: string;
  window_start_ms: Int8;
  count: number;
}

export interface GuardTables {
  request_nonce: RequestNonceTable;
  rate_limit_window: RateLimitWindowTable;
}
