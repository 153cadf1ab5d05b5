import { isBusinessDate } from './business-date';
import type { ServerMessageKey } from './server-messages';

/**
 * The limits of a private dining (book-out) request. A whole restaurant
 * rarely seats more than a few hundred; a budget over a million (in the
 * store's currency) is a typing slip rather than a party.
 */
export const BOOK_OUT_LIMITS = {
  maxAdults: 300,
  maxChildren: 100,
  /** Cents. */
  maxBudget: 100_000_000,
  maxRemark: 500,
} as const;

export type BookOutSpace = 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';

export interface BookOutFields {
  dinerName: string;
  dinerPhone: string;
  preferredDate: string;
  shiftId: string;
  adultCount: number;
  childCount: number;
  /** Cents, as a decimal string. */
  budget: string;
  space: BookOutSpace | '';
  remark: string;
}

/**
 * The first problem of a request, in the order the form reads (spec
 * section 5: diner, date, adult count and time are required), or undefined.
 * `today` is the store's business date: a date before it has passed.
 */
export function bookOutProblem(f: BookOutFields, today: string): ServerMessageKey | undefined {
  const hasId = (id: string) => id !== '' && id !== '0';
  if (!f.dinerName.trim() && !f.dinerPhone.trim()) return 'bookOutFormIncomplete';
  if (!f.preferredDate || !hasId(f.shiftId) || f.adultCount < 1) return 'bookOutFormIncomplete';
  if (!isBusinessDate(f.preferredDate)) return 'invalidDate';
  if (f.preferredDate < today) return 'bookOutDatePassed';
  if (
    !Number.isInteger(f.adultCount) ||
    !Number.isInteger(f.childCount) ||
    f.adultCount > BOOK_OUT_LIMITS.maxAdults ||
    f.childCount < 0 ||
    f.childCount > BOOK_OUT_LIMITS.maxChildren
  ) {
    return 'bookOutPartyOutOfRange';
  }
  if (!/^\d{1,12}$/.test(f.budget) || BigInt(f.budget) > BigInt(BOOK_OUT_LIMITS.maxBudget)) {
    return 'bookOutBudgetOutOfRange';
  }
  if (f.space !== 'PRIVATE_ROOM' && f.space !== 'WHOLE_RESTAURANT') return 'bookOutSpaceRequired';
  return undefined;
}

/** Statuses in which the request is still open: the diner may cancel, the store may act. */
export const OPEN_BOOK_OUT_STATUSES = ['WAIT_STORE_CONFIRM', 'WAIT_ALLOCATE_BOOKING_ORDER_ID'] as const;
