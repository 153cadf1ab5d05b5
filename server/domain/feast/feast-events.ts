import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { FeastExtraRepository } from './feast-extra.repository';

// The feast's seam to the areas that react to it. Every change raises its
// events inside its own transaction: they are written to feast_event (a
// durable record an outbox can read from) and handed to each subscriber in
// that same transaction, so a subscriber's writes commit or roll back with
// the change. Subscribers:
// - notifications (create/close feast participant, deposit refunded): read these
//   kinds and queue their messages;
// - the group chat: FEAST_PUBLISHED creates the feast's group conversation
//   (creator and host store), PARTICIPANT_CONFIRMED adds a member,
//   PARTICIPANT_CLOSED removes one, FEAST_CLOSED closes the group.

export type FeastEventKind =
  /** A feast opened for joining: its group conversation can be made, with its creator. */
  | 'FEAST_PUBLISHED'
  /** A diner joined (waiting for the deposit, or in at once when there is none). */
  | 'PARTICIPANT_CREATED'
  /** A participant's deposit was paid: a member of the group from now on. */
  | 'PARTICIPANT_CONFIRMED'
  /** A participant left: cancelled, payment lapsed, or the feast closed. */
  | 'PARTICIPANT_CLOSED'
  /** A refund of a participant's deposit reached the diner (payload.amount: its cents). */
  | 'DEPOSIT_REFUNDED'
  /** The feast reached its minimum at the deadline. */
  | 'FEAST_SUCCEEDED'
  | 'FEAST_FINISHED'
  /** Closed (audit reject, not enough participants, creator cancel). */
  | 'FEAST_CLOSED';

export interface FeastEvent {
  kind: FeastEventKind;
  feastId: string;
  participantId?: string;
  /** The person it concerns (participant's user, or the creator). */
  userId?: string;
  payload?: Record<string, unknown>;
}

/** What another area implements to hear feast events inside the change's transaction. */
export interface FeastEventSubscriber {
  onFeastEvents(trx: Kysely<Database>, events: FeastEvent[]): Promise<void>;
}

export class FeastEvents {
  private readonly subscribers: FeastEventSubscriber[] = [];

  subscribe(subscriber: FeastEventSubscriber): void {
    this.subscribers.push(subscriber);
  }

  /** Records and hands on; call with the open transaction of the change. */
  async raise(trx: Kysely<Database>, events: FeastEvent[]): Promise<void> {
    if (events.length === 0) return;
    await new FeastExtraRepository(trx).recordEvents(events);
    for (const subscriber of this.subscribers) await subscriber.onFeastEvents(trx, events);
  }
}
