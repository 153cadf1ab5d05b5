import { domainError } from '../errors';

/** Spec section 3: the statuses of a third-party group-buying order, as the platform names them. */
export const THIRD_PARTY_STATUSES = [
  'waitPayment',
  'waitProcess',
  'cancelled',
  'rejected',
  'accepted',
  'arrived',
  'notArrived',
  'failed',
  'appealArrived',
  'appealNotArrived',
] as const;

export type ThirdPartyStatus = (typeof THIRD_PARTY_STATUSES)[number];

export function isThirdPartyStatus(value: string): value is ThirdPartyStatus {
  return (THIRD_PARTY_STATUSES as readonly string[]).includes(value);
}

/** A status the platform sent; an unknown one is refused and nothing is written. */
export function checkPlatformStatus(value: string): ThirdPartyStatus {
  if (!isThirdPartyStatus(value)) throw domainError('invalid', 'thirdPartyStatusUnknown');
  return value;
}

/**
 * The platform took the order away (the diner cancelled and was refunded,
 * or the platform failed it): its linked booking no longer stands and is
 * closed with MEITUAN_STATUS_CHANGE.
 */
export const CLOSES_BOOKING: ReadonlySet<ThirdPartyStatus> = new Set(['cancelled', 'failed']);

/** Staff answer an order only while the platform waits for the store. */
export function checkWaitingForStore(status: ThirdPartyStatus): void {
  if (status === 'accepted') throw domainError('precondition', 'thirdPartyOrderAlreadyAccepted');
  if (status !== 'waitProcess') throw domainError('precondition', 'thirdPartyOrderNotWaiting');
}

/** A booking is linked to an order the store accepted, once. */
export function checkLinkable(status: ThirdPartyStatus, bookingOrderId: string | null): void {
  if (bookingOrderId) throw domainError('precondition', 'thirdPartyOrderAlreadyLinked');
  if (status !== 'accepted') throw domainError('precondition', 'thirdPartyOrderNotAccepted');
}
