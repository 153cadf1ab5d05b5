// The currencies a store can be in (ISO 4217) and their minor units: every
// amount is an int64 count of minor units of its store's currency (docs/money.md).
// Shared by client and server; no Taro imports.

export const CURRENCIES = ['CNY', 'HKD', 'MOP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** ISO 4217 minor units: how many decimals a major unit has (all three have 2: fen, cents, avos). */
export const MINOR_UNITS: Record<Currency, number> = { CNY: 2, HKD: 2, MOP: 2 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A currency code from an answer; throws for anything else, so no amount is ever shown in a guessed currency. */
export function toCurrency(value: string): Currency {
  if (!isCurrency(value)) throw new RangeError(`not a currency this platform knows: ${value || '(empty)'}`);
  return value;
}
