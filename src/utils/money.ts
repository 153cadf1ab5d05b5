// Money is int64 cents (strings on the wire). Arithmetic goes through
// decimal.js with the spec's settings: precision 20, half-even rounding.
import Decimal from 'decimal.js';

export const Money = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });

/** Cents as yuan for display: 2 decimals, '.00' dropped (12300 -> "123", 12345 -> "123.45"). */
export function centsToYuan(cents: string | number | bigint): string {
  const text = new Money(String(cents)).div(100).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Yuan typed by a person (e.g. "12.5") as whole cents, rounded half-even. */
export function yuanToCents(yuan: string | number): string {
  return new Money(String(yuan)).mul(100).toDecimalPlaces(0).toFixed(0);
}

/** Sum of cent amounts, exact. */
export function addCents(...amounts: Array<string | number | bigint>): string {
  return amounts.reduce<Decimal>((sum, a) => sum.plus(String(a)), new Money(0)).toFixed(0);
}

/** a - b - c …, exact. */
export function subtractCents(from: string | number | bigint, ...amounts: Array<string | number | bigint>): string {
  return amounts.reduce<Decimal>((rest, a) => rest.minus(String(a)), new Money(String(from))).toFixed(0);
}

/** Cents times a whole count (a per-person deposit for a party). */
export function multiplyCents(cents: string | number | bigint, count: number): string {
  return new Money(String(cents)).mul(count).toFixed(0);
}

export function compareCents(a: string | number | bigint, b: string | number | bigint): number {
  return new Money(String(a)).comparedTo(String(b));
}
