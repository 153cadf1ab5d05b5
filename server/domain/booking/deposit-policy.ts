import { multiplyCents } from '@common/money';
import type { DepositPolicyRecord } from './booking-rule.repository';

function covers(policy: DepositPolicyRecord, shiftId: string, people: number): boolean {
  return (
    (policy.shiftId === null || policy.shiftId === shiftId) &&
    people >= policy.minPeople &&
    (policy.maxPeople === 0 || people <= policy.maxPeople)
  );
}

/** How many party sizes a policy covers; an open-ended one narrows as its minimum rises. */
function width(policy: DepositPolicyRecord): number {
  return policy.maxPeople === 0 ? Number.MAX_SAFE_INTEGER - policy.minPeople : policy.maxPeople - policy.minPeople;
}

/**
 * The policy a booking's deposit follows: among those covering the shift and
 * the party size, one naming the shift beats an any-shift one, then the
 * narrowest party range wins, then the earliest listed.
 */
export function matchDepositPolicy(
  policies: readonly DepositPolicyRecord[],
  shiftId: string,
  people: number,
): DepositPolicyRecord | undefined {
  let best: DepositPolicyRecord | undefined;
  for (const policy of policies) {
    if (!covers(policy, shiftId, people)) continue;
    if (!best) {
      best = policy;
      continue;
    }
    const specific = (p: DepositPolicyRecord) => (p.shiftId === null ? 0 : 1);
    if (specific(policy) > specific(best) || (specific(policy) === specific(best) && width(policy) < width(best))) {
      best = policy;
    }
  }
  return best;
}

/** Cents of deposit for a party: per person times the party, or per party; '0' without a policy. */
export function depositAmountFor(policies: readonly DepositPolicyRecord[], shiftId: string, people: number): string {
  const policy = matchDepositPolicy(policies, shiftId, people);
  if (!policy) return '0';
  return policy.mode === 'PER_PERSON' ? multiplyCents(policy.amount, people) : multiplyCents(policy.amount, 1);
}
