import { compareCents } from './money';

/**
 * Whether confirming a party's arrival hands its deposit back: only when a
 * deposit is still held and the store's deposit settings refund on arrival.
 * The server's arrive applies it; the staff page words its hint by it.
 */
export function arrivalRefundsDeposit(netPaidCents: string, refundOnArrival: boolean): boolean {
  return refundOnArrival && compareCents(netPaidCents || '0', 0) > 0;
}
