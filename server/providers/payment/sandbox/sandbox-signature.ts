import { createHmac, timingSafeEqual } from 'node:crypto';

// The sandbox signs like a channel does: HMAC-SHA256 with a shared secret
// (PAYMENT_SANDBOX_SECRET) over the timestamp and the exact body, so the
// notification endpoint verifies before it believes anything.
export const SANDBOX_HEADER = {
  timestamp: 'x-sandbox-timestamp',
  signature: 'x-sandbox-signature',
} as const;

export function signSandboxMessage(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${body}`, 'utf8').digest('hex');
}

/** Signs a cashier link, so only the party that created the order can hand its page out. */
export function signCashierLink(secret: string, orderNo: string): string {
  return createHmac('sha256', secret).update(`cashier\n${orderNo}`, 'utf8').digest('hex').slice(0, 32);
}

export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
