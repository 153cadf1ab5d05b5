import type { Kysely } from 'kysely';
import { addCents, compareCents, subtractCents } from '@common/money';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { FeastRecord, ParticipantRecord } from './feast.record';
import { FeastRepository } from './feast.repository';
import { heldOf, moneyOf, type FeastMoneyTotals } from './feast-money';
import { refundParticipant, type FeastRefundPort } from './feast-refunds';
import { participantMove } from './feast-transitions';
import { canView } from './feast-visibility';
import type { ParticipantService } from './participant.service';
import { ParticipantRepository } from './participant.repository';

/** Staff on a feast's members: arrival, deposit refunds, the list, the money; and the members list diners see. */
export class ParticipantStaffService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly participants: ParticipantService,
    private readonly refunds: FeastRefundPort,
    private readonly now: () => Date,
  ) {}

  async feastOfStore(storeId: string, feastId: string): Promise<FeastRecord> {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast || feast.storeId !== storeId) throw domainError('not_found', 'feastNotFound');
    return feast;
  }

  async list(storeId: string, feastId: string): Promise<ParticipantRecord[]> {
    await this.feastOfStore(storeId, feastId);
    return new ParticipantRepository(this.db).ofFeast(feastId);
  }

  async money(storeId: string, feastId: string): Promise<FeastMoneyTotals> {
    const feast = await this.feastOfStore(storeId, feastId);
    return moneyOf(await new ParticipantRepository(this.db).ofFeast(feastId), feast.currency);
  }

  async arrive(storeId: string, participantId: string): Promise<ParticipantRecord> {
    return this.db.transaction().execute(async (trx) => {
      const { feast, p } = await this.participants.lockOwn(trx, participantId, { storeId });
      participantMove('ARRIVE', p.status, feast.status);
      return new ParticipantRepository(trx).update(p.id, { arrival_time: this.now() }, this.now());
    });
  }

  /**
   * Staff give back part or all of a deposit (0: all it holds), through the
   * channels it came by. What the store kept from a late cancel may be given
   * back too: the held part goes first, then the kept part.
   */
  async refund(storeId: string, participantId: string, amount: string, staffUserId: string) {
    if (!/^\d{1,12}$/.test(amount)) throw domainError('invalid', 'invalidAmount');
    const { participant, refundIds } = await this.db.transaction().execute(async (trx) => {
      const { feast, p } = await this.participants.lockOwn(trx, participantId, { storeId });
      participantMove('REFUND', p.status, feast.status);
      const held = heldOf(p);
      const refundable = addCents(held, p.forfeitAmount);
      if (compareCents(refundable, 0) <= 0) throw domainError('precondition', 'nothingToRefund');
      const wanted = compareCents(amount, 0) === 0 ? refundable : amount;
      if (compareCents(wanted, refundable) > 0) throw domainError('invalid', 'feastAmountExceedsHeld');
      const now = this.now();
      let current = p;
      if (compareCents(wanted, held) > 0) {
        current = await new ParticipantRepository(trx).update(
          p.id,
          { forfeit_amount: subtractCents(p.forfeitAmount, subtractCents(wanted, held)) },
          now,
        );
      }
      const done = await refundParticipant(
        trx,
        this.refunds,
        current,
        wanted,
        `feast ${feast.number}: staff refund`,
        staffUserId,
        now,
      );
      if (compareCents(subtractCents(done.participant.refundingAmount, current.refundingAmount), wanted) < 0) {
        // Part of it came through no channel that can give it back: nothing changes.
        throw domainError('precondition', 'nothingToRefund');
      }
      return done;
    });
    await this.refunds.submitQuietly(refundIds);
    return participant;
  }

  /**
   * Who joined, as a diner may see it: the creator always; participants whose
   * seats are paid when the feast shows its members. Never phones. Its creator
   * also reads the deposits' sums (every participation, cancelled ones too:
   * the same totals staff read on the money page).
   */
  async members(
    userId: string,
    feastId: string,
  ): Promise<{ list: ParticipantRecord[]; money: FeastMoneyTotals | null }> {
    const feast = await new FeastRepository(this.db).find(feastId);
    const repo = new ParticipantRepository(this.db);
    const mine = feast ? await repo.ofUser(feast.id, userId) : [];
    if (!feast || !canView(feast, { userId, shareToken: '', joined: mine.length > 0, staff: false })) {
      throw domainError('not_found', 'feastNotFound');
    }
    const creator = feast.creatorUserId === userId;
    const paid = mine.some((p) => p.status === 'SUCCESS');
    if (!creator && !(paid && feast.showParticipants)) throw domainError('permission', 'feastMembersHidden');
    const all = await repo.ofFeast(feast.id);
    const list = all
      .filter((p) => p.status !== 'CLOSED')
      .map((p) => ({ ...p, phone: '', phoneRegionCode: '', remark: '', answers: creator ? p.answers : [] }));
    return { list, money: creator ? moneyOf(all, feast.currency) : null };
  }
}
