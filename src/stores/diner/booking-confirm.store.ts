import { makeAutoObservable, runInAction } from 'mobx';
import type { QuoteBookingResponse } from '../../gen/booking/v1/diner_booking_extra_service_pb';
import {
  BookingOrder_Status as Status,
  DinerInfo_Title as Title,
  type BookingOrder,
} from '../../gen/booking/v1/booking_order_pb';
import type { Store } from '../../gen/store/v1/store_pb';
import type { UserDiner } from '../../gen/identity/v1/user_diner_pb';
import { RpcError } from '../../services/rpc-error';
import { silentCall } from '../../services/silent-call';
import { isCancelFree } from '@/common/cancel-deadline';
import { KNOWN_MESSAGE } from '../../services/known-server-messages';
import type { BookingChoice } from './booking-draft.store';
import type { DinerContext } from './diner-context';

export type SubmitOutcome =
  | { kind: 'created'; order: BookingOrder }
  /** The slot filled meanwhile: 'Booking is full, please select again'. */
  | { kind: 'full' }
  /**
   * The diner already holds a booking at this store and time that waits for
   * payment or the store (spec section 5): the message, and that booking when found.
   */
  | { kind: 'blocked'; reason: PendingKey; order: BookingOrder | null }
  | { kind: 'consentNeeded' }
  | { kind: 'nameNeeded' }
  | { kind: 'failed' };

const PENDING_KEYS = ['orderPendingPayment', 'orderPendingConfirmation'] as const;
export type PendingKey = (typeof PENDING_KEYS)[number];
const PENDING = [Status.WAIT_DEPOSIT_PAYMENT, Status.WAIT_STORE_CONFIRM];

/** A party the store refuses: the server's people-limit messages, or a size no booking can have. */
export type PartyProblem = 'peopleAboveMaximum' | 'peopleBelowMinimum' | 'partySize';
const PEOPLE_LIMIT_KEYS = ['peopleAboveMaximum', 'peopleBelowMinimum'] as const;

/** A party size a booking link may carry: whole numbers, at least one adult. The store's limits are the server's. */
export function isPartyShape(adults: number, children: number): boolean {
  return Number.isInteger(adults) && Number.isInteger(children) && adults >= 1 && children >= 0;
}

export const TITLES: readonly Title[] = [Title.MR, Title.MS, Title.MISS, Title.MRS, Title.BOSS, Title.UNKNOWN];

/**
 * booking-confirm: the diner's details (prefilled from their diner record,
 * else their account), wishes, the deposit and cancellation policy the diner
 * must consent to, and making the order once (one idempotency key per visit).
 */
export class BookingConfirmStore {
  store: Store | null;
  quote: QuoteBookingResponse | null = null;
  /** 'invalidParty': the link's party size is one the store does not take; no deposit is quoted. */
  state: 'loading' | 'ready' | 'error' | 'invalidParty' = 'loading';
  /** Why the party was refused: a server message key (the store's people limits) or 'partySize'. */
  partyProblem: PartyProblem | null = null;
  title: Title = Title.UNKNOWN;
  lastName = '';
  firstName = '';
  phoneRegionCode = '86';
  phone = '';
  dietPreference = '';
  dietTaboo = '';
  serviceRequirement = '';
  remark = '';
  consent = false;
  submitting = false;
  private dinerRecord: UserDiner | null = null;
  private readonly idempotencyKey = `bk-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

  constructor(
    private readonly ctx: DinerContext,
    readonly choice: BookingChoice,
  ) {
    this.store = ctx.catalog.get(choice.storeId) ?? null;
    const user = ctx.session.user;
    if (user?.phone) {
      this.phone = user.phone;
      this.phoneRegionCode = user.phoneRegionCode || '86';
    }
    makeAutoObservable<this, 'ctx' | 'dinerRecord' | 'idempotencyKey'>(
      this,
      { ctx: false, dinerRecord: false, idempotencyKey: false },
      { autoBind: true },
    );
  }

  /**
   * Whether the booking could still be cancelled without asking the store: a
   * booking made after its deadline (tomorrow's dinner booked tonight) never
   * could, and the diner is told so before paying instead of a past time.
   */
  get cancelFree(): boolean {
    const deadline = this.quote?.cancelDeadlineTime;
    return isCancelFree(deadline ? Number(deadline.seconds) * 1000 : null, this.ctx.now());
  }

  get hasDeposit(): boolean {
    return BigInt(this.quote?.depositAmount || '0') > 0n;
  }

  async load(): Promise<void> {
    const { api } = this.ctx;
    const c = this.choice;
    // A crafted link is checked before any deposit is quoted for it.
    if (!isPartyShape(c.adults, c.children)) {
      this.partyProblem = 'partySize';
      this.state = 'invalidParty';
      return;
    }
    try {
      const [store, quote] = await Promise.all([
        this.store ? Promise.resolve(this.store) : this.ctx.catalog.fetch(c.storeId),
        api.dinerBookingQuote.quoteBooking(
          {
            storeId: c.storeId,
            reservationDate: c.date,
            storeShiftId: c.shiftId,
            reservationStartSecond: c.startSecond,
            peopleCount: c.adults + c.children,
          },
          silentCall(),
        ),
      ]);
      runInAction(() => {
        this.store = store;
        this.quote = quote;
        this.state = 'ready';
      });
    } catch (error) {
      const problem = PEOPLE_LIMIT_KEYS.find((k) => error instanceof RpcError && error.rawMessage === KNOWN_MESSAGE[k]);
      runInAction(() => {
        this.partyProblem = problem ?? null;
        this.state = problem ? 'invalidParty' : 'error';
      });
      return;
    }
    await this.prefill();
  }

  /** The first diner record is the current one (spec section 3). */
  private async prefill(): Promise<void> {
    try {
      const { list } = await this.ctx.api.userDiner.listUserDiners({}, silentCall());
      const diner = list[0];
      if (!diner) return;
      runInAction(() => {
        this.dinerRecord = diner;
        this.title = diner.title ? (diner.title as number as Title) : Title.UNKNOWN;
        this.lastName = diner.lastName;
        this.firstName = diner.firstName;
        if (diner.phone) {
          this.phone = diner.phone;
          this.phoneRegionCode = diner.phoneRegionCode || this.phoneRegionCode;
        }
        this.dietPreference = diner.dietPreference;
        this.dietTaboo = diner.dietTaboo;
        this.serviceRequirement = diner.otherRequirements;
      });
    } catch {
      // No record yet: the diner types their name.
    }
  }

  set<
    K extends
      | 'title'
      | 'lastName'
      | 'firstName'
      | 'phone'
      | 'dietPreference'
      | 'dietTaboo'
      | 'serviceRequirement'
      | 'remark'
      | 'consent',
  >(key: K, value: this[K]): void {
    this[key] = value;
  }

  async submit(): Promise<SubmitOutcome> {
    if (this.submitting) return { kind: 'failed' };
    if (!this.lastName.trim() && !this.firstName.trim()) return { kind: 'nameNeeded' };
    if (!this.consent) return { kind: 'consentNeeded' };
    const c = this.choice;
    this.submitting = true;
    try {
      const { order } = await this.ctx.api.dinerBookingOrder.createBookingOrder(
        {
          storeId: c.storeId,
          diner: {
            title: this.title,
            lastName: this.lastName.trim(),
            firstName: this.firstName.trim(),
            phoneRegionCode: this.phone.trim() ? this.phoneRegionCode : '',
            phone: this.phone.trim(),
          },
          reservationDate: c.date,
          adultCount: c.adults,
          childCount: c.children,
          storeShiftId: c.shiftId,
          reservationStartSecond: c.startSecond,
          dinerRemark: this.remark.trim(),
          dietPreference: this.dietPreference.trim(),
          dietTaboo: this.dietTaboo.trim(),
          serviceRequirement: this.serviceRequirement.trim(),
          idempotencyKey: this.idempotencyKey,
        },
        silentCall(),
      );
      void this.rememberDiner();
      return order ? { kind: 'created', order } : { kind: 'failed' };
    } catch (error) {
      if (error instanceof RpcError && error.rawMessage === KNOWN_MESSAGE.bookingFull) return { kind: 'full' };
      const pending = PENDING_KEYS.find((k) => error instanceof RpcError && error.rawMessage === KNOWN_MESSAGE[k]);
      if (pending) return { kind: 'blocked', reason: pending, order: await this.blockingOrder() };
      this.ctx.reportError(error);
      return { kind: 'failed' };
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  /** The diner's pending booking at this store that the new one collides with: same day, nearest start. */
  private async blockingOrder(): Promise<BookingOrder | null> {
    const c = this.choice;
    try {
      const { list } = await this.ctx.api.dinerBookingOrder.queryMyBookingOrders(
        { statusIn: PENDING, storeId: c.storeId, query: { limit: 50 } },
        silentCall(),
      );
      const sameDay = list.filter((o) => o.reservationDate === c.date);
      const distance = (o: BookingOrder) => Math.abs(o.reservationStartSecond - c.startSecond);
      return sameDay.sort((a, b) => distance(a) - distance(b))[0] ?? list[0] ?? null;
    } catch {
      return null;
    }
  }

  /** A diner without a record gets one from this booking, so the next booking is prefilled. */
  private async rememberDiner(): Promise<void> {
    if (this.dinerRecord || !this.phone.trim()) return;
    try {
      await this.ctx.api.userDiner.createUserDiner(
        {
          diner: {
            title: this.title as number,
            lastName: this.lastName.trim(),
            firstName: this.firstName.trim(),
            phoneRegionCode: this.phoneRegionCode,
            phone: this.phone.trim(),
            dietPreference: this.dietPreference.trim(),
            dietTaboo: this.dietTaboo.trim(),
            otherRequirements: this.serviceRequirement.trim(),
          },
        },
        silentCall(),
      );
    } catch {
      // Only a convenience: the booking is made either way.
    }
  }
}
