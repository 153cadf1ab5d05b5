import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BookingContextCache } from '../booking/booking-context';
import { depositAmountFor } from '../booking/deposit-policy';
import { cancelDeadline } from '../booking/order-draft';
import { checkPartyAndQuantity } from '../booking/order-rules';
import { domainError } from '../errors';
import { isBusinessDate } from '@common/business-date';

export interface BookingQuote {
  depositAmount: string;
  depositExpiryMinute: number;
  latestCancelDay: number;
  cancelDeadlineTime: Date;
}

/**
 * What a diner agrees to before booking: the deposit (the same policy match
 * order creation uses) and the cancel deadline. The order itself is checked
 * again when it is made; a quote promises nothing about tables, but it
 * refuses a party outside the store's people limits as creating would.
 */
export class BookingQuoteService {
  private readonly cache = new BookingContextCache();

  constructor(private readonly db: Kysely<Database>) {}

  async quote(q: { storeId: string; date: string; shiftId: string; startSecond: number; people: number }) {
    if (!isBusinessDate(q.date)) throw domainError('invalid', 'invalidDate');
    if (q.people < 1) throw domainError('invalid', 'pleaseEnterPeople');
    const context = await this.cache.get(this.db, q.storeId);
    // A party the store would refuse to seat gets no deposit quoted: the same
    // people rule, and message, as creating the order (a crafted link cannot
    // show a price for 40 people at a store that takes 12).
    checkPartyAndQuantity(context, 'DINER', q.people, 0);
    const shift = context.shifts.find((s) => s.id === q.shiftId);
    if (!shift) throw domainError('not_found', 'shiftNotFound');
    const startSecond = q.startSecond || shift.startSecond;
    const quote: BookingQuote = {
      depositAmount: depositAmountFor(context.depositPolicies, shift.id, q.people),
      depositExpiryMinute: context.store.businessConfig.depositExpiryMinute ?? 0,
      latestCancelDay: context.store.bookingConfig.latestCancelDay ?? 0,
      cancelDeadlineTime: cancelDeadline(context, q.date, startSecond),
    };
    return quote;
  }
}
