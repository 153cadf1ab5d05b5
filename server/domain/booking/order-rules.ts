import { domainError } from '../errors';
import type { Audience } from './booking-calendar';
import type { BookingContext } from './booking-context';

/**
 * People and quantity within the store's rule (spec section 5). The people
 * limits are for diners' own bookings; staff may seat any party their tables
 * take. A requested table quantity is held to the rule for both.
 */
export function checkPartyAndQuantity(context: BookingContext, audience: Audience, people: number, quantity: number) {
  const rule = context.rule;
  if (audience === 'DINER') {
    if (people < rule.minPeople) throw domainError('invalid', 'peopleBelowMinimum');
    if (people > rule.maxPeople) throw domainError('invalid', 'peopleAboveMaximum');
  }
  if (quantity < 0) throw domainError('invalid', 'quantityBelowMinimum');
  if (quantity > 0 && quantity < rule.minQuantity) throw domainError('invalid', 'quantityBelowMinimum');
  if (quantity > rule.maxQuantity) throw domainError('invalid', 'quantityAboveMaximum');
}

/** Extended JSON is kept as text but must parse. */
export function checkRecordFields(extendedJson: string) {
  if (extendedJson.trim() === '') return;
  try {
    JSON.parse(extendedJson);
  } catch {
    throw domainError('invalid', 'invalidExtendedJson');
  }
}
