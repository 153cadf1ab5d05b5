import { zonedInstantMs } from '@common/zoned-time';
import { domainError } from '../errors';
import type { IntentionJson } from './im.tables';
import type { SensitiveWords } from './sensitive-words';

export const MAX_INTENTION_REMARK = 200;
export const MAX_INTENTION_PEOPLE = 200;

/**
 * A diner's draft booking: the store, a real date, a time of day, at least
 * one adult, a short remark; the diner's contact comes from their own record.
 */
export function checkIntention(
  input: Partial<IntentionJson>,
  contact: { name: string; phoneRegionCode: string; phone: string },
  words: SensitiveWords,
): IntentionJson {
  const storeId = String(input.storeId ?? '');
  const date = String(input.reservationDate ?? '');
  const start = Number(input.reservationStartSecond ?? -1);
  const adults = Number(input.adultCount ?? 0);
  const children = Number(input.childCount ?? 0);
  const remark = String(input.remark ?? '').trim();
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  if (
    !/^[1-9]\d{0,17}$/.test(storeId) ||
    !validDate ||
    !Number.isInteger(start) ||
    start < 0 ||
    start >= 86400 ||
    !Number.isInteger(adults) ||
    adults < 1 ||
    !Number.isInteger(children) ||
    children < 0 ||
    adults + children > MAX_INTENTION_PEOPLE ||
    [...remark].length > MAX_INTENTION_REMARK
  ) {
    throw domainError('invalid', 'imIntentionInvalid');
  }
  if (remark && words.find(remark)) throw domainError('invalid', 'imSensitiveContent');
  return {
    storeId,
    reservationDate: date,
    reservationStartSecond: start,
    adultCount: adults,
    childCount: children,
    remark,
    dinerName: contact.name,
    phoneRegionCode: contact.phoneRegionCode,
    phone: contact.phone,
    bookingOrderId: '',
    orderNo: '',
  };
}

/**
 * An intention is for a time still ahead on the store's clock: a diner whose
 * phone is elsewhere (or who lingered on the form) cannot ask for an hour
 * that has gone by where the store is.
 */
export function checkIntentionAhead(
  intention: Pick<IntentionJson, 'reservationDate' | 'reservationStartSecond'>,
  storeTimeZone: string,
  nowMs: number,
): void {
  const at = zonedInstantMs(intention.reservationDate, intention.reservationStartSecond, storeTimeZone);
  if (at <= nowMs) throw domainError('invalid', 'imIntentionPast');
}
