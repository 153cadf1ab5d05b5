import { compareCents, yuanToCents } from './money';

// An amount as staff type it (yuan, at most two decimals), read into cents before
// anything is sent: no floats, and nothing the server would refuse for its form.

/** Digits with at most two decimals: '120', '120.5', '0.05'. */
const YUAN = /^\d+(\.\d{1,2})?$/;

/** The largest amount the server takes for a deposit: one hundred million yuan, in cents. */
export const MAX_AMOUNT_CENTS = '10000000000';

export type AmountProblem = 'empty' | 'format' | 'zero' | 'tooMuch';

export type AmountReading = { ok: true; cents: string } | { ok: false; problem: AmountProblem };

export interface AmountRules {
  /** The most it may be, in cents (what the order still holds, say). */
  max?: string;
  /** 0 is a real answer (waiving a deposit); otherwise it must be more than 0. */
  allowZero?: boolean;
}

/** Reads typed yuan into cents, or says what is wrong with them. */
export function readYuan(text: string, { max = MAX_AMOUNT_CENTS, allowZero = false }: AmountRules = {}): AmountReading {
  const typed = text.trim();
  if (!typed) return { ok: false, problem: 'empty' };
  if (!YUAN.test(typed)) return { ok: false, problem: 'format' };
  const cents = yuanToCents(typed);
  if (!allowZero && compareCents(cents, 0) <= 0) return { ok: false, problem: 'zero' };
  if (compareCents(cents, max) > 0) return { ok: false, problem: 'tooMuch' };
  return { ok: true, cents };
}
