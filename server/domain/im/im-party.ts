import { operatorKey, parseOperatorKey, type OperatorRef } from '../identity/operator-info.service';

// A chat party: who a member of a conversation is, or who a caller acts as.
// Keys are the spec's operator keys (USER:{id}, STORE:{id}, ADMIN, SYSTEM).
export type PartyType = 'USER' | 'STORE' | 'ADMIN' | 'SYSTEM';

export interface Party {
  type: PartyType;
  id: string;
  key: string;
}

const PARTY_TYPES: readonly string[] = ['USER', 'STORE', 'ADMIN', 'SYSTEM'];

export function party(type: PartyType, id = '0'): Party {
  const ref: OperatorRef = { type, id: type === 'ADMIN' || type === 'SYSTEM' ? '0' : id };
  return { ...ref, type, key: operatorKey(ref) };
}

export const ADMIN_PARTY = party('ADMIN');
export const SYSTEM_PARTY = party('SYSTEM');

/** A party from an operator reference; undefined for MERCHANT (not a chat identity) or nothing. */
export function partyOf(ref: OperatorRef | undefined): Party | undefined {
  if (!ref || !PARTY_TYPES.includes(ref.type)) return undefined;
  return party(ref.type as PartyType, ref.id);
}

export function partyFromKey(key: string): Party | undefined {
  return partyOf(parseOperatorKey(key));
}

/** The one conversation of a pair, whichever of the two starts it. */
export function singleKeyOf(a: Party, b: Party): string {
  return [a.key, b.key].sort().join('|');
}
