import { Money, subtractCents } from '@common/money';

// What each payment channel keeps of a payment, in basis points of what was
// left after refunds (the channels charge on the settled amount). One table
// for now; a merchant's negotiated rate would be read from its channel config.
const FEE_BASIS_POINTS: Record<string, number> = {
  WECHATPAY: 60,
  ALIPAY: 60,
  SANDBOX: 60,
};
const DEFAULT_FEE_BASIS_POINTS = 60;

export function feeBasisPoints(channel: string): number {
  return FEE_BASIS_POINTS[channel] ?? DEFAULT_FEE_BASIS_POINTS;
}

/** One payment's line: gross, refunded, the fee on the rest (cents, half-even), and the net. */
export function settleLine(channel: string, gross: string, refunded: string) {
  const kept = subtractCents(gross, refunded);
  const fee = new Money(kept).mul(feeBasisPoints(channel)).div(10_000).toDecimalPlaces(0).toFixed(0);
  return { grossAmount: gross, refundAmount: refunded, feeAmount: fee, netAmount: subtractCents(kept, fee) };
}
