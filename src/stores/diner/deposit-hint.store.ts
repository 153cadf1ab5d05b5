import { makeAutoObservable, runInAction } from 'mobx';
import { silentCall } from '../../services/silent-call';
import type { BookingChoice } from './booking-draft.store';
import type { DinerContext } from './diner-context';

/**
 * The deposit a chosen party and time will ask for, quoted by the server as
 * the confirm page quotes it, so the rule (dinner for 6 or more pays one...)
 * is known before the last step. Follows the booking page's choice; a quote
 * answered for an earlier choice is dropped.
 */
export class DepositHintStore {
  /** Cents for `people`; null until quoted (or when the quote failed: the confirm page says it). */
  amount: string | null = null;
  people = 0;
  private asked = '';

  constructor(private readonly ctx: DinerContext) {
    makeAutoObservable<this, 'ctx' | 'asked'>(this, { ctx: false, asked: false }, { autoBind: true });
  }

  async follow(choice: BookingChoice | null): Promise<void> {
    const key = choice
      ? [choice.storeId, choice.date, choice.shiftId, choice.startSecond, choice.adults + choice.children].join('|')
      : '';
    if (key === this.asked) return;
    this.asked = key;
    this.amount = null;
    if (!choice) return;
    const people = choice.adults + choice.children;
    try {
      const quote = await this.ctx.api.dinerBookingQuote.quoteBooking(
        {
          storeId: choice.storeId,
          reservationDate: choice.date,
          storeShiftId: choice.shiftId,
          reservationStartSecond: choice.startSecond,
          peopleCount: people,
        },
        silentCall(),
      );
      if (this.asked !== key) return;
      runInAction(() => {
        this.amount = quote.depositAmount || '0';
        this.people = people;
      });
    } catch {
      // No hint: the confirm page quotes again and says what is wrong.
    }
  }

  get needsDeposit(): boolean {
    return this.amount !== null && BigInt(this.amount) > 0n;
  }
}
