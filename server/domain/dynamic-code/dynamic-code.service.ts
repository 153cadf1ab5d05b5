import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../booking/order-mutation';
import { domainError } from '../errors';
import type { DynamicCodeKind } from '../ticketing/ticketing.tables';
import {
  checkCode,
  issueCode,
  parseCode,
  parseStaticCode,
  sameDigits,
  windowOf,
  type IssuedCode,
} from './dynamic-code';
import { bookingInWindow, outsideWindowError } from './redeem-window';
import { DynamicCodeRepository } from './dynamic-code.repository';

/** What validation does with a valid code of each kind. */
export interface DynamicCodePorts {
  /**
   * The booking engine marks the party arrived (its transaction and arrival rules),
   * running `alongside` in that transaction once the arrival is allowed.
   */
  arrive(
    storeId: string,
    orderId: string,
    actor: Actor,
    alongside: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<unknown>;
  /** The voucher becomes VERIFIED inside the validation's transaction (outside its session's day only when confirmed). */
  verifyVoucher(trx: Kysely<Database>, voucherId: string, storeId: string, redeem: Redeem): Promise<void>;
}

/** Who redeems, and whether they confirmed a redemption outside the subject's window. */
export interface Redeem {
  staffUserId: string;
  confirmOutsideWindow: boolean;
}

/** Booking orders a code may be shown for: confirmed, the party expected. */
const BOOKING_SHOWABLE = new Set(['WAIT_SERVICE']);

/** Hands a subject's owner its code and validates it at the door, once. */
export class DynamicCodeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly ports: DynamicCodePorts,
    private readonly now: () => Date,
  ) {}

  async issue(userId: string, kind: DynamicCodeKind, subjectId: string): Promise<IssuedCode & { now: Date }> {
    const subject = await new DynamicCodeRepository(this.db).subject(kind, subjectId);
    if (!subject || subject.userId !== userId) {
      throw domainError('not_found', kind === 'BOOKING_ORDER' ? 'orderNotFound' : 'voucherNotFound');
    }
    if (kind === 'TICKETING_EVENT_TICKET_VOUCHER' && subject.status === 'WAIT_PAYMENT') {
      throw domainError('precondition', 'orderNotPaidYet');
    }
    const usable = kind === 'BOOKING_ORDER' ? BOOKING_SHOWABLE.has(subject.status) : subject.status === 'WAIT_VERIFY';
    if (!usable) throw domainError('precondition', 'validationFailed');
    const now = this.now();
    return { ...issueCode(this.secret, { kind, subjectId, storeId: subject.storeId }, now), now };
  }

  /**
   * Checks a scanned or typed code at the staff's store and acts on it:
   * unreadable 'scan failed'; then the signature for this store comes first,
   * so a forged code, another store's and one for a subject that does not
   * exist all answer 'validation failed' alike (nobody learns which store a
   * code belongs to); a genuine code out of its window 'dynamic code expired,
   * scan again'; a genuine code of the other kind than the screen expects
   * 'scan the correct verification code'; used or not in a usable state
   * 'validation failed'. The static codes (read) are looked up at this store
   * only. Outside the subject's window (redeem-window.ts) it asks for
   * confirmation and redeems only when `confirmOutsideWindow` says so.
   */
  async validate(
    storeId: string,
    text: string,
    expected: DynamicCodeKind | null,
    actor: Actor,
    confirmOutsideWindow = false,
  ): Promise<{ kind: DynamicCodeKind; subjectId: string }> {
    const found = await this.read(storeId, text);
    const { kind, subjectId } = found;
    if (expected && kind !== expected) throw domainError('invalid', 'dynamicCodeWrong');
    const repo = new DynamicCodeRepository(this.db);
    const subject = await repo.subject(kind, subjectId);
    // Signed for this store, so only a subject gone or moved since lands here.
    if (!subject || subject.storeId !== storeId) throw domainError('precondition', 'validationFailed');
    const now = this.now();
    const staffUserId = actor.userId ?? '0';
    const use = { kind, subjectId, storeId, window: found.window, staffUserId, now };
    if (kind === 'TICKETING_EVENT_TICKET_VOUCHER') {
      await this.db.transaction().execute(async (trx) => {
        if (!(await new DynamicCodeRepository(trx).claim(use))) throw domainError('precondition', 'validationFailed');
        await this.ports.verifyVoucher(trx, subjectId, storeId, { staffUserId, confirmOutsideWindow });
      });
      return { kind, subjectId };
    }
    // A used code says so, rather than the engine's word for an arrived order.
    if (await repo.isUsed(kind, subjectId)) throw domainError('precondition', 'validationFailed');
    // The use is recorded in the booking engine's arrival transaction (its
    // deposit refund rules run in it): a second scan loses on the order's lock
    // and the use's key, and a refused arrival leaves the code unused.
    await this.ports.arrive(storeId, subjectId, actor, async (trx) => {
      const codes = new DynamicCodeRepository(trx);
      const b = await codes.bookingTimes(subjectId);
      const times = {
        reservationDate: b.reservation_date,
        startSecond: b.reservation_start_second,
        endSecond: b.reservation_end_second,
      };
      if (!confirmOutsideWindow && !bookingInWindow(times, b.timezone, now.getTime())) {
        throw outsideWindowError({ kind, subjectId, date: times.reservationDate, ...times, timezone: b.timezone });
      }
      if (!(await codes.claim(use))) throw domainError('precondition', 'validationFailed');
    });
    return { kind, subjectId };
  }

  /**
   * The subject a code names at this store, or the refusal: a dynamic code is
   * checked for its signature and window; a static one (booking code, a
   * ticket's own code) is looked up at this store only, so another store's
   * and one that does not exist answer alike.
   */
  private async read(
    storeId: string,
    text: string,
  ): Promise<{ kind: DynamicCodeKind; subjectId: string; window: number }> {
    const now = this.now();
    const parsed = parseCode(text);
    if (parsed) {
      const { kind, subjectId } = parsed;
      const check = checkCode(this.secret, parsed, { kind, subjectId, storeId }, now);
      if (!check.ok)
        throw domainError('precondition', check.reason === 'expired' ? 'dynamicCodeExpired' : 'validationFailed');
      return { kind, subjectId, window: check.window };
    }
    const fixed = parseStaticCode(text);
    if (!fixed) throw domainError('invalid', 'scanFailed');
    const repo = new DynamicCodeRepository(this.db);
    const window = windowOf(now);
    if (fixed.kind === 'BOOKING_ORDER') {
      const subjectId = await repo.bookingByCode(storeId, fixed.bookingCode);
      if (!subjectId) throw domainError('precondition', 'validationFailed');
      return { kind: fixed.kind, subjectId, window };
    }
    const digits = await repo.voucherDigits(storeId, fixed.subjectId);
    if (!digits || !sameDigits(digits, fixed.digits)) throw domainError('precondition', 'validationFailed');
    return { kind: fixed.kind, subjectId: fixed.subjectId, window };
  }
}
