import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import { EVENT_SPECS, type EventType, type SubjectKind } from './notification-types';

export const PLAN_JOB = 'notification.plan';
export const DELIVER_JOB = 'notification.deliver';

/** An event a domain raises: what happened, to whom, and what the message may say. */
export interface RaisedEvent {
  type: EventType;
  subject: { kind: SubjectKind; id: string };
  merchantId?: string | null;
  storeId?: string | null;
  /** Set for booking events: staff see the event's deliveries in the order's log. */
  bookingOrderId?: string | null;
  /** The diner it is for (the store's staff are found from storeId for STORE events). */
  recipient?: { userId?: string | null; phoneRegionCode?: string; phone?: string; language?: string };
  /** Template parameters (strings): storeName, reservationDate, peopleCount, ... */
  params?: Record<string, string>;
  occurTime: Date;
  /** At most one event per key, ever (a reminder per order and kind). */
  dedupeKey?: string;
  /** After this instant the message is pointless and is skipped (TOO_LATE). */
  usefulUntil?: Date | null;
}

/**
 * The outbox: `new NotificationOutbox(trx).raise(event)` inside the
 * transaction of the change that causes the event. The event row and the job
 * that plans its deliveries commit with the change or not at all; the job
 * runner delivers them afterwards, outside any transaction of the caller.
 */
export class NotificationOutbox {
  constructor(private readonly db: Kysely<Database>) {}

  async raise(event: RaisedEvent): Promise<string | null> {
    const [id] = await this.raiseMany([event]);
    return id ?? null;
  }

  /** Several events in two statements (a group of booking creates). Answers the ids of events not raised before. */
  async raiseMany(events: RaisedEvent[]): Promise<string[]> {
    if (events.length === 0) return [];
    const rows = await this.db
      .insertInto('notification_event')
      .values(
        events.map((e) => ({
          type: e.type,
          audience: EVENT_SPECS[e.type].audience,
          merchant_id: e.merchantId ?? null,
          store_id: e.storeId ?? null,
          subject_kind: e.subject.kind,
          subject_id: e.subject.id,
          booking_order_id: e.bookingOrderId ?? null,
          user_id: e.recipient?.userId ?? null,
          phone_region_code: e.recipient?.phoneRegionCode ?? '',
          phone: e.recipient?.phone ?? '',
          language: e.recipient?.language ?? '',
          params: JSON.stringify(e.params ?? {}),
          dedupe_key: e.dedupeKey ?? null,
          useful_until: e.usefulUntil ?? null,
          occur_time: e.occurTime,
        })),
      )
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await new JobRepository(this.db).enqueue({
        kind: PLAN_JOB,
        payload: { eventIds: ids },
        runAt: events[0].occurTime,
        dedupeKey: `${PLAN_JOB}:${ids[0]}`,
      });
    }
    return ids;
  }
}
