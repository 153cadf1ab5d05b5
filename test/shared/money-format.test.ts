import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { compareCents, formatCents, isCents } from '@common/money-format';
import {
  compareCents as moneyCompareCents,
  formatCents as moneyFormatCents,
  isCents as moneyIsCents,
  Money,
} from '@common/money';

// The display as decimal.js computed it before the text formatter replaced it:
// whole int64 cents divided by 100, two decimals, '.00' dropped.
const INT64_MAX = new Decimal('9223372036854775807');
function decimalFormat(cents: string): string {
  const value = new Money(cents);
  if (!value.isInteger() || value.abs().gt(INT64_MAX)) throw new RangeError(cents);
  const text = value.dividedBy(100).toFixed(2);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A repeatable spread of int64 values: every length from 1 to 19 digits, both signs, round and odd tails. */
function sampleCents(): string[] {
  const values = new Set<string>(['0', '1', '9', '10', '99', '100', '101', '105', '110', '199', '1000']);
  let seed = 20260101n;
  const next = () => (seed = (seed * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n);
  for (let digits = 1; digits <= 19; digits += 1) {
    for (let i = 0; i < 40; i += 1) {
      const bound = digits === 19 ? 9223372036854775807n : 10n ** BigInt(digits);
      let value = next() % bound;
      if (i % 4 === 1) value -= value % 100n; // a whole amount: '.00' dropped
      if (i % 4 === 2) value -= value % 10n; // ends in 0: '120.50', not '120.5'
      values.add(value.toString());
    }
  }
  for (const edge of ['9223372036854775807', '9223372036854775800', '9223372036854775799', '9007199254740993'])
    values.add(edge);
  return [...values].flatMap((value) => (value === '0' ? [value] : [value, `-${value}`]));
}

describe('showing cents without decimal.js (spec section 9)', () => {
  it('shows every sampled int64 amount exactly as the decimal.js arithmetic did', () => {
    const samples = sampleCents();
    expect(samples.length).toBeGreaterThan(1000);
    for (const cents of samples) expect(formatCents(cents), cents).toBe(decimalFormat(cents));
  });

  it.each([
    ['12000', '120'],
    ['12050', '120.50'],
    ['12345', '123.45'],
    ['5', '0.05'],
    ['-5', '-0.05'],
    ['50', '0.50'],
    ['-100', '-1'],
    ['9223372036854775807', '92233720368547758.07'],
    ['-9223372036854775807', '-92233720368547758.07'],
    ['0005', '0.05'],
    ['-0', '0'],
  ])('shows %s cents as %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it('accepts whole numbers and bigints as the API layer passes them', () => {
    expect(formatCents(12050)).toBe('120.50');
    expect(formatCents(-7)).toBe('-0.07');
    expect(formatCents(-0)).toBe('0');
    expect(formatCents(12000n)).toBe('120');
    expect(formatCents(-9223372036854775807n)).toBe('-92233720368547758.07');
  });

  it('refuses fractions, other text and amounts past int64, as the arithmetic does', () => {
    for (const bad of ['1.5', '', 'abc', '12 ', '9223372036854775808', '-9223372036854775808', '99999999999999999999'])
      expect(() => formatCents(bad), bad).toThrow(RangeError);
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 1e21])
      expect(() => formatCents(bad), String(bad)).toThrow(RangeError);
    expect(() => formatCents(9223372036854775808n)).toThrow(RangeError);
  });

  it('recognises whole int64 cents as the decimal.js check did', () => {
    for (const cents of sampleCents()) expect(isCents(cents), cents).toBe(true);
    expect(isCents('9223372036854775807')).toBe(true);
    expect(isCents('-9223372036854775807')).toBe(true);
    expect(isCents('09223372036854775807')).toBe(false); // 20 characters: never int64 text
    for (const bad of ['9223372036854775808', '-9223372036854775808', '1.0', '1e3', '', '+1', null, undefined, 1.5])
      expect(isCents(bad), String(bad)).toBe(false);
  });

  it('orders amounts as the decimal.js comparison did, across signs and lengths', () => {
    const samples = sampleCents().filter((_, i) => i % 20 === 0);
    samples.push('0', '-1', '1', '9223372036854775807', '-9223372036854775807');
    for (const a of samples)
      for (const b of samples) expect(compareCents(a, b), `${a} vs ${b}`).toBe(new Decimal(a).comparedTo(b));
    expect(compareCents('100', 99)).toBe(1);
    expect(compareCents(-1n, '0')).toBe(-1);
    expect(compareCents('-0', 0)).toBe(0);
    expect(compareCents('007', '7')).toBe(0);
    expect(() => compareCents('1.5', '1')).toThrow(RangeError);
  });

  it('is what money.ts exports, so server and client show and order amounts alike', () => {
    expect(moneyFormatCents).toBe(formatCents);
    expect(moneyIsCents).toBe(isCents);
    expect(moneyCompareCents).toBe(compareCents);
  });
});
