import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  Money,
  addCents,
  centsToYuan,
  compareCents,
  formatCents,
  isCents,
  subtractCents,
  toCents,
  yuanToCents,
  multiplyCents,
} from '@common/money';

describe('money display (spec section 9: divided by 100, two decimals, .00 dropped)', () => {
  it.each([
    ['12000', '120'],
    ['12050', '120.50'],
    ['12345', '123.45'],
    ['5', '0.05'],
    ['50', '0.50'],
    ['100', '1'],
    ['0', '0'],
    ['-12050', '-120.50'],
    ['-100', '-1'],
    ['9223372036854775807', '92233720368547758.07'],
  ])('shows %s cents as %s', (cents, shown) => {
    expect(formatCents(cents)).toBe(shown);
  });

  it('accepts numbers and bigints as well as strings', () => {
    expect(formatCents(12050)).toBe('120.50');
    expect(formatCents(12000n)).toBe('120');
  });

  it('writes provider amounts with exactly two decimals', () => {
    expect(centsToYuan('12000')).toBe('120.00');
    expect(centsToYuan('1')).toBe('0.01');
  });
});

describe('cents arithmetic', () => {
  it('adds and subtracts beyond 2^53 without losing a cent', () => {
    expect(addCents('9007199254740993', '1')).toBe('9007199254740994');
    expect(subtractCents('9007199254740993', '1', '2')).toBe('9007199254740990');
    expect(addCents()).toBe('0');
  });

  it('compares amounts given in any form', () => {
    expect(compareCents('100', 99)).toBe(1);
    expect(compareCents('100', '100')).toBe(0);
    expect(compareCents(-1n, '0')).toBe(-1);
  });

  it('refuses fractions of a cent and values past int64', () => {
    expect(() => toCents('1.5')).toThrow(RangeError);
    expect(() => toCents('9223372036854775808')).toThrow(RangeError);
    expect(() => addCents('9223372036854775807', '1')).toThrow(RangeError);
  });

  it('recognises whole int64 cents only', () => {
    expect(isCents('12050')).toBe(true);
    expect(isCents(-3)).toBe(true);
    expect(isCents('1.0')).toBe(false);
    expect(isCents('')).toBe(false);
    expect(isCents('1e3')).toBe(false);
    expect(isCents('9223372036854775808')).toBe(false);
    expect(isCents(null)).toBe(false);
  });
});

describe('yuan to cents, rounding half-even at precision 20', () => {
  it.each([
    ['120.5', '12050'],
    ['0.01', '1'],
    ['88', '8800'],
    ['0.005', '0'], // half to even: 0.5 cent -> 0
    ['0.015', '2'], // 1.5 cents -> 2
    ['0.025', '2'], // 2.5 cents -> 2
    ['-0.035', '-4'],
  ])('reads %s yuan as %s cents', (yuan, cents) => {
    expect(yuanToCents(yuan)).toBe(cents);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1,000', '1e2', '12.']) expect(() => yuanToCents(bad), bad).toThrow(RangeError);
  });

  it('is configured as the spec says and leaves the global decimal.js alone', () => {
    expect(Money.precision).toBe(20);
    expect(Money.rounding).toBe(Decimal.ROUND_HALF_EVEN);
    expect(new Money(1).dividedBy(3).toString()).toBe('0.33333333333333333333');
    expect(Decimal.rounding).not.toBe(Decimal.ROUND_HALF_EVEN);
  });

  it('multiplies a per-person amount by a whole party, exactly', () => {
    expect(multiplyCents('10000', 7)).toBe('70000');
    expect(multiplyCents('9007199254740993', 1)).toBe('9007199254740993');
    expect(() => multiplyCents('100', 1.5)).toThrow(RangeError);
  });
});
