import Decimal from 'decimal.js';
import { compareCents, formatCents, isCents } from './money-format';

// Money is int64 cents everywhere: strings in the API and in the database
// (int8 read as text), never JS numbers, so nothing is lost past 2^53. Shared
// by client and server; no Taro imports.

/**
 * decimal.js as spec section 9 sets it: 20 significant digits, half-even.
 * (The spec's "rounding mode 2" is big.js's number for half-even; decimal.js
 * numbers it ROUND_HALF_EVEN = 6.) A clone, so other users of decimal.js keep
 * their own settings.
 */
export const Money = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_EVEN });
export type MoneyValue = string | number | bigint | Decimal;

// Display, recognition and order are text work, in money-format.ts (no decimal.js):
// client code that only shows or orders amounts imports that file; everything else
// may use this one.
export { compareCents, formatCents, isCents };

const INT64_MAX = new Money('9223372036854775807');

function toMoney(value: MoneyValue): Decimal {
  return new Money(typeof value === 'bigint' ? value.toString() : value);
}

/** A whole number of cents as its canonical string; throws for fractions or out-of-range values. */
export function toCents(value: MoneyValue): string {
  const decimal = toMoney(value);
  if (!decimal.isInteger() || decimal.abs().gt(INT64_MAX))
    throw new RangeError(`not a whole number of cents: ${value}`);
  return decimal.toFixed(0);
}

/** The sum of amounts in cents. */
export function addCents(...values: MoneyValue[]): string {
  return toCents(values.reduce<Decimal>((sum, value) => sum.plus(toMoney(value)), new Money(0)));
}

/** `from` minus every other amount, in cents. */
export function subtractCents(from: MoneyValue, ...values: MoneyValue[]): string {
  return toCents(values.reduce<Decimal>((rest, value) => rest.minus(toMoney(value)), toMoney(from)));
}

/**
 * Yuan (or dollars, patacas) as a user or a provider writes them, to cents:
 * '120.5' -> '12050'. More than two decimals round half-even, as everywhere.
 */
export function yuanToCents(yuan: string | number): string {
  const text = String(yuan).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw new RangeError(`not an amount: ${yuan}`);
  return toCents(new Money(text).times(100).toDecimalPlaces(0));
}

/** Cents as yuan with exactly two decimals, as provider APIs want them: 12050 -> '120.50'. */
export function centsToYuan(cents: MoneyValue): string {
  return toMoney(toCents(cents)).dividedBy(100).toFixed(2);
}

/** Cents times a whole count (a per-person deposit for a party), exact. */
export function multiplyCents(cents: MoneyValue, count: number): string {
  if (!Number.isInteger(count)) throw new RangeError(`not a whole count: ${count}`);
  return toCents(toMoney(cents).times(count));
}
