import { Money, addCents, subtractCents } from '@common/money';

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

/** The channel's fee on what a payment kept, in cents, half-even. */
function feeOn(channel: string, kept: string): string {
  return new Money(kept).mul(feeBasisPoints(channel)).div(10_000).toDecimalPlaces(0).toFixed(0);
}

/** One payment's line: gross, refunded, the fee on the rest (cents, half-even), and the net. */
export function settleLine(channel: string, gross: string, refunded: string) {
  const kept = subtractCents(gross, refunded);
  const fee = feeOn(channel, kept);
  return { grossAmount: gross, refundAmount: refunded, feeAmount: fee, netAmount: subtractCents(kept, fee) };
}

/**
 * The line clawing back a refund of a payment already on a statement. The
 * channels give back their fee on a refund in proportion, so the merchant
 * gets back the fee it was charged on the refunded part: the fee on what was
 * kept before this refund less the fee on what is kept after it. Adjustments
 * of one payment taken in order therefore leave it charged exactly the fee on
 * what it finally kept. Net = 0 - refund - fee: minus (refund - fee given back).
 */
export function adjustmentLine(channel: string, gross: string, refundedBefore: string, refund: string) {
  const keptBefore = subtractCents(gross, refundedBefore);
  const keptAfter = subtractCents(keptBefore, refund);
  const feeBack = subtractCents(feeOn(channel, keptBefore), feeOn(channel, keptAfter));
  const fee = subtractCents(0, feeBack);
  return { grossAmount: '0', refundAmount: refund, feeAmount: fee, netAmount: subtractCents(0, addCents(refund, fee)) };
}
