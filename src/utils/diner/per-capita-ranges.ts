// Per-capita spend filters of spec section 5, in cents, bounds inclusive.
// The spec's "unlimited" and "above 2000" stop at 1,000,000 cents.

export interface PerCapitaRange {
  key: 'any' | 'r200' | 'r500' | 'r1000' | 'r2000';
  min: number;
  max: number;
}

export const PER_CAPITA_MAX = 1_000_000;

export const PER_CAPITA_RANGES: readonly PerCapitaRange[] = [
  { key: 'any', min: 0, max: PER_CAPITA_MAX },
  { key: 'r200', min: 20_000, max: 49_999 },
  { key: 'r500', min: 50_000, max: 99_999 },
  { key: 'r1000', min: 100_000, max: 199_999 },
  { key: 'r2000', min: 200_000, max: PER_CAPITA_MAX },
];
