import type { Kysely } from 'kysely';
import { compareCents } from '@common/money';
import type { Database } from '../../db/schema';
import type { FeastRecord, ParticipantRecord } from './feast.record';
import type { FeastClosedBy } from './feast.tables';
import { FeastRepository } from './feast.repository';
import type { FeastEvent, FeastEvents } from './feast-events';
import { heldOf } from './feast-money';
import { refundParticipant, type FeastRefundPort } from './feast-refunds';
import { cancelHeadcount, cancelPaymentLapse, scheduleRelease } from './feast-timers';
import { feastMove, participantMove, type ParticipantAction } from './feast-transitions';
import { ParticipantRepository } from './participant.repository';

export interface CloseDeps {
  refunds: FeastRefundPort;
  events: FeastEvents;
}

export interface Closed {
  feast: FeastRecord;
  refundIds: string[];
}

/**
 * Closes one participation inside the caller's transaction: the status move
 * of the transition table, its payment timer withdrawn, what its deposit
 * holds refunded (when `refund`), and PARTICIPANT_CLOSED raised.
 */
export async function closeParticipantIn(
  trx: Kysely<Database>,
  deps: CloseDeps,
  p: ParticipantRecord,
  action: ParticipantAction,
  options: { refund: boolean; reason: string; operatorUserId: string | null; now: Date },
): Promise<{ participant: ParticipantRecord; refundIds: string[]; event: FeastEvent }> {
  const move = participantMove(action, p.status);
  const { now } = options;
  let participant = await new ParticipantRepository(trx).update(
    p.id,
    { status: move.to ?? p.status, close_reason: move.closeReason ?? p.closeReason, close_time: now },
    now,
  );
  await cancelPaymentLapse(trx, p.id, now);
  let refundIds: string[] = [];
  const held = heldOf(participant);
  if (options.refund && compareCents(held, 0) > 0) {
    const refunded = await refundParticipant(
      trx,
      deps.refunds,
      participant,
      held,
      options.reason,
      options.operatorUserId,
      now,
    );
    participant = refunded.participant;
    refundIds = refunded.refundIds;
  }
  const event: FeastEvent = {
    kind: 'PARTICIPANT_CLOSED',
    feastId: p.feastId,
    participantId: p.id,
    userId: p.userId,
    payload: { closeReason: participant.closeReason, seatCount: p.seatCount },
  };
  return { participant, refundIds, event };
}

/**
 * Closes a locked feast inside the caller's transaction: every open
 * participation closes with it (CREATOR_CANCEL when its creator called it
 * off, else FEAST_CLOSED) and is
 * refunded in full, the headcount timer is withdrawn, the tables' release is
 * scheduled (it runs right after commit too), and the events are raised.
 */
export async function closeFeastIn(
  trx: Kysely<Database>,
  deps: CloseDeps,
  feast: FeastRecord,
  action: 'AUDIT_REJECT' | 'DEADLINE_SHORT' | 'CREATOR_CANCEL',
  options: { remark: string; closedBy: FeastClosedBy; operatorUserId: string | null; now: Date },
): Promise<Closed> {
  const move = feastMove(action, feast.status);
  const { now } = options;
  const events: FeastEvent[] = [];
  const refundIds: string[] = [];
  const participantAction: ParticipantAction =
    action === 'CREATOR_CANCEL' && options.closedBy === 'CREATOR' ? 'CREATOR_CANCEL' : 'FEAST_CLOSED';
  for (const p of await new ParticipantRepository(trx).lockOfFeast(feast.id)) {
    if (p.status === 'CLOSED') continue;
    const closed = await closeParticipantIn(trx, deps, p, participantAction, {
      refund: true,
      reason: `feast ${feast.number} closed (${move.closeReason})`,
      operatorUserId: options.operatorUserId,
      now,
    });
    refundIds.push(...closed.refundIds);
    events.push(closed.event);
  }
  const closed = await new FeastRepository(trx).update(
    feast.id,
    {
      status: 'CLOSED',
      close_reason: move.closeReason,
      close_remark: options.remark,
      closed_by: options.closedBy,
      close_time: now,
    },
    now,
  );
  await cancelHeadcount(trx, feast.id, now);
  if (closed.bookingOrderId) await scheduleRelease(trx, feast.id, now);
  events.push({
    kind: 'FEAST_CLOSED',
    feastId: feast.id,
    userId: feast.creatorUserId,
    payload: { closeReason: move.closeReason },
  });
  await deps.events.raise(trx, events);
  return { feast: closed, refundIds };
}
