import type { Kysely } from 'kysely';
import { FEAST_LIMITS, seatsLeft } from '@common/feast-rules';
import { compareCents, multiplyCents } from '@common/money';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import type { FeastRecord, ParticipantRecord } from './feast.record';
import { FeastRepository } from './feast.repository';
import { closeParticipantIn } from './feast-close';
import type { FeastEvents } from './feast-events';
import { heldOf } from './feast-money';
import type { FeastRefundPort } from './feast-refunds';
import { schedulePaymentLapse } from './feast-timers';
import { participantMove } from './feast-transitions';
import { canView } from './feast-visibility';
import { joinViolation, ParticipantRepository } from './participant.repository';
import { requireOpenToDiners } from '../org/store-open.rule';

/** The registration deadline's decision, made inside a caller's transaction on the feast it locked. */
export interface DeadlineDecision {
  /** Something to settle after commit when the feast closed, else null. */
  decideIn(trx: Kysely<Database>, feast: FeastRecord, now: Date): Promise<unknown>;
  settle(decided: unknown): Promise<void>;
}

export interface Joiner {
  userId: string;
  nickname: string;
  phone: string;
  phoneRegionCode: string;
}

export interface JoinRequest {
  feastId: string;
  seatCount: number;
  shareToken: string;
  answers: string[];
  remark: string;
  arrivalSecond: number;
  displayName: string;
}

/** The latest arrival a diner may name: the feast date's next day ends (seconds from its midnight). */
const MAX_ARRIVAL_SECOND = 48 * 3600;

export function checkArrival(second: number): number {
  if (second === -1 || second === 0) return -1;
  if (!Number.isInteger(second) || second < 0 || second >= MAX_ARRIVAL_SECOND) {
    throw domainError('invalid', 'feastArrivalInvalid');
  }
  return second;
}

/**
 * A diner's part in a feast: joining (seats held while they pay, the
 * database refusing more seats than the feast has), cancelling (refunded in
 * full before the registration deadline, kept by the store after it), and
 * their planned arrival.
 */
export class ParticipantService {
  /** The deadline's decision, wired by the module (the feast service makes it). */
  private deadline: DeadlineDecision | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly refunds: FeastRefundPort,
    private readonly events: FeastEvents,
    private readonly now: () => Date,
  ) {}

  decideDeadlineWith(deadline: DeadlineDecision): void {
    this.deadline = deadline;
  }

  /** The feast and participation locked, feast first (the order every change takes). */
  async lockOwn(trx: Kysely<Database>, participantId: string, owner: { userId?: string; storeId?: string }) {
    const found = await new ParticipantRepository(trx).find(participantId);
    const feast = found && (await new FeastRepository(trx).lock(found.feastId));
    const p = feast && (await new ParticipantRepository(trx).lock(participantId));
    const mine = p && (owner.userId ? p.userId === owner.userId : feast.storeId === owner.storeId);
    if (!feast || !p || !mine) throw domainError('not_found', 'participantNotFound');
    return { feast, p };
  }

  async join(joiner: Joiner, request: JoinRequest): Promise<ParticipantRecord> {
    const arrivalSecond = checkArrival(request.arrivalSecond);
    if (!Number.isInteger(request.seatCount) || request.seatCount < 1) {
      throw domainError('invalid', 'feastSeatCountInvalid');
    }
    try {
      return await this.db.transaction().execute(async (trx) => {
        const feast = await new FeastRepository(trx).lock(request.feastId);
        const repo = new ParticipantRepository(trx);
        const mine = feast ? await repo.ofUser(feast.id, joiner.userId) : [];
        const viewer = { userId: joiner.userId, shareToken: request.shareToken, joined: mine.length > 0, staff: false };
        if (!feast || !canView(feast, viewer)) throw domainError('not_found', 'feastNotFound');
        const now = this.now();
        this.checkJoin(feast, joiner, request, now);
        await requireOpenToDiners(trx, feast.storeId);
        if (mine.some((p) => p.status !== 'CLOSED')) throw domainError('conflict', 'feastAlreadyJoined');
        const answers = this.checkAnswers(feast, request.answers);
        const deposit = multiplyCents(feast.depositPerPerson, request.seatCount);
        const waits = compareCents(deposit, 0) > 0;
        const payBy = new Date(
          Math.min(now.getTime() + FEAST_LIMITS.depositPaymentMinutes * 60_000, feast.registrationDeadline.getTime()),
        );
        const participant = await repo.insert({
          feast_id: feast.id,
          user_id: joiner.userId,
          // Without a name or nickname the host still tells joiners apart: the phone's last four digits.
          display_name: (request.displayName.trim() || joiner.nickname.trim() || `**${joiner.phone.slice(-4)}`).slice(
            0,
            64,
          ),
          phone: joiner.phone,
          phone_region_code: joiner.phoneRegionCode,
          seat_count: request.seatCount,
          status: waits ? 'WAIT_DEPOSIT_PAYMENT' : 'SUCCESS',
          deposit_amount: deposit,
          deposit_expire_time: waits ? payBy : null,
          arrival_second: arrivalSecond,
          answers: JSON.stringify(answers),
          remark: request.remark.trim(),
        });
        if (waits) await schedulePaymentLapse(trx, participant.id, payBy);
        const about = { feastId: feast.id, participantId: participant.id, userId: joiner.userId };
        await this.events.raise(trx, [
          { kind: 'PARTICIPANT_CREATED', ...about, payload: { seatCount: request.seatCount } },
          ...(waits ? [] : [{ kind: 'PARTICIPANT_CONFIRMED' as const, ...about }]),
        ]);
        return participant;
      });
    } catch (error) {
      // The database's own guards, for a race the checks above could not see.
      const violation = joinViolation(error);
      if (violation === 'seats') throw domainError('conflict', 'feastNotEnoughSeats');
      if (violation === 'twice') throw domainError('conflict', 'feastAlreadyJoined');
      throw error;
    }
  }

  private checkJoin(feast: FeastRecord, joiner: Joiner, request: JoinRequest, now: Date) {
    if (feast.creatorUserId === joiner.userId) throw domainError('precondition', 'feastCreatorCannotJoin');
    if (['SUCCESS', 'FINISHED', 'CLOSED'].includes(feast.status)) {
      throw domainError('precondition', 'feastRegistrationClosed');
    }
    if (feast.status !== 'FORMING') throw domainError('precondition', 'feastStatusNotAllowed');
    if (feast.registrationOpenTime && feast.registrationOpenTime.getTime() > now.getTime()) {
      throw domainError('precondition', 'feastRegistrationNotOpen');
    }
    if (feast.registrationDeadline.getTime() <= now.getTime()) {
      throw domainError('precondition', 'feastRegistrationClosed');
    }
    if (request.seatCount > feast.participantCount) throw domainError('invalid', 'feastSeatCountInvalid');
    const left = seatsLeft(feast);
    if (left === 0) throw domainError('conflict', 'feastFull');
    if (request.seatCount > left) throw domainError('conflict', 'feastNotEnoughSeats');
  }

  private checkAnswers(feast: FeastRecord, given: string[]): string[] {
    const answers = feast.questions.map((_, i) => (given[i] ?? '').trim());
    if (answers.some((a) => !a || a.length > FEAST_LIMITS.answerMaxLength)) {
      throw domainError('invalid', 'feastAnswersRequired');
    }
    return answers;
  }

  /**
   * The diner leaves. While the feast is forming their deposit comes back in
   * full and the seats are free for the next joiner; once it has formed
   * (reached its minimum at the deadline) the deposit is kept by the store
   * (the feast-deposit-rule page says so before they pay). Whether it formed
   * decides, never the clock: a cancel after the deadline on a feast the
   * headcount job has not reached yet makes the deadline's decision first, in
   * this transaction. A feast that fails there refunds every paid deposit,
   * this one included, once.
   */
  async cancel(userId: string, participantId: string): Promise<ParticipantRecord> {
    let decided: unknown = null;
    const { participant, refundIds } = await this.db.transaction().execute(async (trx) => {
      let { feast, p } = await this.lockOwn(trx, participantId, { userId });
      const now = this.now();
      if (this.deadline && feast.status === 'FORMING' && now.getTime() >= feast.registrationDeadline.getTime()) {
        decided = await this.deadline.decideIn(trx, feast, now);
        feast = (await new FeastRepository(trx).find(feast.id))!;
        p = (await new ParticipantRepository(trx).find(p.id))!;
        // Failed: the close refunded this deposit with the others; nothing is left to cancel.
        if (feast.status === 'CLOSED') return { participant: p, refundIds: [] as string[] };
      }
      participantMove('CANCEL', p.status, feast.status);
      const forming = feast.status === 'FORMING';
      const closed = await closeParticipantIn(trx, { refunds: this.refunds, events: this.events }, p, 'CANCEL', {
        refund: forming,
        reason: `feast ${feast.number}: participant cancelled`,
        operatorUserId: null,
        now,
      });
      let result = closed;
      const held = heldOf(closed.participant);
      if (!forming && compareCents(held, 0) > 0) {
        const kept = await new ParticipantRepository(trx).update(p.id, { forfeit_amount: held }, now);
        result = { ...closed, participant: kept };
      }
      await this.events.raise(trx, [closed.event]);
      return result;
    });
    await this.refunds.submitQuietly(refundIds);
    if (decided) await this.deadline?.settle(decided);
    return participant;
  }

  async updateArrival(userId: string, participantId: string, arrivalSecond: number) {
    const second = checkArrival(arrivalSecond);
    return this.db.transaction().execute(async (trx) => {
      const { feast, p } = await this.lockOwn(trx, participantId, { userId });
      participantMove('UPDATE_ARRIVAL', p.status, feast.status);
      return new ParticipantRepository(trx).update(p.id, { arrival_second: second }, this.now());
    });
  }

  /** The payment window lapsed: an unpaid participation closes (DEPOSIT_PAYMENT_FAIL) and frees its seats. */
  async lapse(participantId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      try {
        const { p } = await this.lockOwn(trx, participantId, {});
        if (p.status !== 'WAIT_DEPOSIT_PAYMENT') return;
        await this.lapseIn(trx, [p], this.now());
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    });
  }

  /** Closes unpaid participations inside the caller's transaction (the headcount closes all at the deadline). */
  async lapseIn(trx: Kysely<Database>, participants: ParticipantRecord[], now: Date): Promise<void> {
    const events = [];
    for (const p of participants) {
      if (p.status !== 'WAIT_DEPOSIT_PAYMENT') continue;
      const closed = await closeParticipantIn(
        trx,
        { refunds: this.refunds, events: this.events },
        p,
        'PAYMENT_LAPSED',
        {
          refund: false,
          reason: '',
          operatorUserId: null,
          now,
        },
      );
      events.push(closed.event);
    }
    await this.events.raise(trx, events);
  }

  /** The headcount's lapse step: every unpaid joiner of the locked feast. */
  lapseUnpaid = async (trx: Kysely<Database>, feast: FeastRecord, now: Date) => {
    const all = await new ParticipantRepository(trx).lockOfFeast(feast.id);
    await this.lapseIn(trx, all, now);
  };
}
