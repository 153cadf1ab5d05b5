// Showing, recognising and ordering int64 cents is text work, not arithmetic: this file does it
// without decimal.js, so a page that only shows amounts (the store cards, the store
// page) does not load the arithmetic library. Arithmetic on money stays in money.ts.
// Shared by client and server; no Taro imports.

/** A value in cents as the API and the database carry it (int64 as text), or a number or bigint. */
export type CentsValue = string | number | bigint;

const INT64_MAX_DIGITS = '9223372036854775807';
const INTEGER_TEXT = /^([+-]?)0*(\d+)$/;
const CENTS_TEXT = /^-?\d{1,19}$/;

/** Whether unsigned digits without leading zeros fit int64 in magnitude (|value| <= 2^63 - 1). */
function fitsInt64(digits: string): boolean {
  if (digits.length !== INT64_MAX_DIGITS.length) return digits.length < INT64_MAX_DIGITS.length;
  return digits <= INT64_MAX_DIGITS;
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/** Whether a value is a whole number of cents that fits int64 (strings like '12050', numbers like 12050). */
export function isCents(value: unknown): boolean {
  const text = typeof value === 'number' || typeof value === 'bigint' ? String(value) : value;
  if (typeof text !== 'string' || !CENTS_TEXT.test(text)) return false;
  return fitsInt64(stripLeadingZeros(text.replace(/^-/, '')));
}

/** Sign and digits (no leading zeros) of whole int64 cents; throws for fractions, other text or values past int64. */
function centsParts(cents: CentsValue): { negative: boolean; digits: string } {
  // String() of a fraction, NaN, an infinity or a number past 1e21 is no integer text.
  const match = INTEGER_TEXT.exec(typeof cents === 'string' ? cents : String(cents));
  if (!match || !fitsInt64(match[2])) throw new RangeError(`not a whole number of cents: ${String(cents)}`);
  return { negative: match[1] === '-' && match[2] !== '0', digits: match[2] };
}

/** -1, 0 or 1 as whole cents a are less than, equal to or greater than b (throws as formatCents does). */
export function compareCents(a: CentsValue, b: CentsValue): -1 | 0 | 1 {
  const x = centsParts(a);
  const y = centsParts(b);
  if (x.negative !== y.negative) return x.negative ? -1 : 1;
  const magnitude =
    x.digits.length !== y.digits.length
      ? Math.sign(x.digits.length - y.digits.length)
      : x.digits === y.digits
        ? 0
        : x.digits < y.digits
          ? -1
          : 1;
  return (x.negative && magnitude !== 0 ? -magnitude : magnitude) as -1 | 0 | 1;
}

/**
 * How the interface shows an amount (spec section 9): cents divided by 100,
 * two decimals, '.00' dropped. 12000 -> '120', 12050 -> '120.50', 5 -> '0.05'.
 */
export function formatCents(cents: CentsValue): string {
  const { negative, digits } = centsParts(cents);
  const padded = digits.padStart(3, '0');
  const units = padded.slice(0, -2);
  const fraction = padded.slice(-2);
  return `${negative ? '-' : ''}${units}${fraction === '00' ? '' : `.${fraction}`}`;
}
