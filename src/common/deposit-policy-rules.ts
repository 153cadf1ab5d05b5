import { readYuan } from './amount-input';

// A store's deposit policies as staff edit them (StoreBookingRuleService): shift or
// every shift, a party-size range, per person or per party, an amount typed in yuan.
// Checked here before anything is sent, with the server's own limits. Pure: no Taro.

/** What the server takes for one policy's amount: one million yuan, in cents. */
export const MAX_POLICY_AMOUNT_CENTS = '100000000';
/** The largest party size a policy may name (the booking rule's own limit). */
export const MAX_POLICY_PEOPLE = 1000;
/** The shift id that stands for every shift. */
export const ANY_SHIFT = '0';

export type PolicyMode = 'PER_PERSON' | 'PER_PARTY';

/** One policy in the shape the page and the rules share: ids and cents as strings. */
export interface PolicyValue {
  shiftId: string;
  minPeople: number;
  /** 0: no upper bound. */
  maxPeople: number;
  mode: PolicyMode;
  /** Cents. */
  amount: string;
}

/** The form as typed. */
export interface PolicyFormValues {
  shiftId: string;
  minPeople: string;
  maxPeople: string;
  mode: PolicyMode;
  amountYuan: string;
}

export type PolicyFormError =
  'minPeople' | 'maxPeople' | 'range' | 'duplicate' | 'amountEmpty' | 'amountFormat' | 'amountTooMuch';

export type PolicyFormResult = { ok: true; policy: PolicyValue } | { ok: false; error: PolicyFormError };

const WHOLE = /^\d{1,4}$/;

/** A party is at least one person: a stored minimum of 0 reads as 1. */
export function lowestPeople(policy: Pick<PolicyValue, 'minPeople'>): number {
  return Math.max(policy.minPeople, 1);
}

function sameScope(a: PolicyValue, b: PolicyValue): boolean {
  return a.shiftId === b.shiftId && lowestPeople(a) === lowestPeople(b) && a.maxPeople === b.maxPeople;
}

/**
 * Reads the form into a policy: the minimum a whole number from 1, the maximum empty
 * (no upper bound) or a whole number not below the minimum, both at most 1000; the
 * amount yuan with at most two decimals (0 is a real answer: no deposit for that
 * party), at most one million. A policy for the same shift and range as another
 * (`others`, the rest of the list) is refused: which one applied would be unclear.
 */
export function checkPolicyForm(values: PolicyFormValues, others: readonly PolicyValue[]): PolicyFormResult {
  const minText = values.minPeople.trim();
  const maxText = values.maxPeople.trim();
  if (!WHOLE.test(minText) || Number(minText) < 1 || Number(minText) > MAX_POLICY_PEOPLE) {
    return { ok: false, error: 'minPeople' };
  }
  if (maxText && (!WHOLE.test(maxText) || Number(maxText) < 1 || Number(maxText) > MAX_POLICY_PEOPLE)) {
    return { ok: false, error: 'maxPeople' };
  }
  const minPeople = Number(minText);
  const maxPeople = maxText ? Number(maxText) : 0;
  if (maxPeople !== 0 && maxPeople < minPeople) return { ok: false, error: 'range' };
  const amount = readYuan(values.amountYuan, { max: MAX_POLICY_AMOUNT_CENTS, allowZero: true });
  if (!amount.ok) {
    const error =
      amount.problem === 'empty' ? 'amountEmpty' : amount.problem === 'tooMuch' ? 'amountTooMuch' : 'amountFormat';
    return { ok: false, error };
  }
  const policy: PolicyValue = {
    shiftId: values.shiftId,
    minPeople,
    maxPeople,
    mode: values.mode,
    amount: amount.cents,
  };
  if (others.some((other) => sameScope(other, policy))) return { ok: false, error: 'duplicate' };
  return { ok: true, policy };
}
