import { personName, type PersonNameParts } from '@common/person-name';

/** What the log knows of whoever wrote an entry. */
export interface ActorFacts {
  operatorType: string;
  nickname: string | null;
  phone: string | null;
  /** The staff member's name at the order's merchant, as the store wrote it. */
  staffName?: PersonNameParts | null;
  /** The order's diner as booked, when the diner is who acted. */
  dinerName?: PersonNameParts | null;
}

const phoneTail = (phone: string | null) => (phone ? `**${phone.slice(-4)}` : '');

/**
 * How the order log names the person who acted, with the product's one rule for
 * names (common/person-name.ts): staff by their name as the store wrote it, a
 * diner by the name on their booking; without one, the account's nickname, else
 * the last four digits of its phone, the way staff tell callers apart at the
 * desk. The system (timers, payment callbacks) is nobody: ''.
 */
export function operatorDisplayName(actor: ActorFacts): string {
  if (actor.operatorType === 'SYSTEM') return '';
  const own = actor.operatorType === 'USER' ? personName(actor.dinerName) : personName(actor.staffName);
  return own || actor.nickname?.trim() || phoneTail(actor.phone);
}
