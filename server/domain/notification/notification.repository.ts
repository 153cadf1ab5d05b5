import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationDeliveryRow, NotificationEventRow } from './notification.tables';
import type { Channel, DeliveryReason, DeliveryStatus, EventType } from './notification-types';

export type EventRecord = Selectable<NotificationEventRow> & { type: EventType };
export type DeliveryRecord = Selectable<NotificationDeliveryRow> & { channel: Channel; status: DeliveryStatus };

export interface NewDelivery {
  eventId: string;
  channel: Channel;
  recipientKey: string;
  status: 'INIT' | 'SKIP';
  reason: DeliveryReason | '';
  appId: string;
  templateId: string;
  address: string;
  content: string;
  /** The reader's language the content is written in. */
  language: string;
  params: Record<string, string>;
  runAt: Date;
}

/** SQL of events and their deliveries. */
export class NotificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Events not planned yet, locked so two runs of one plan job cannot both plan them. */
  async lockUnplanned(ids: string[]): Promise<EventRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('notification_event')
      .selectAll()
      .where('id', 'in', ids)
      .where('plan_time', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows as EventRecord[];
  }

  async markPlanned(ids: string[], now: Date): Promise<void> {
    if (ids.length)
      await this.db.updateTable('notification_event').set({ plan_time: now }).where('id', 'in', ids).execute();
  }

  /** Inserts what is new; a delivery already made for the same key stays as it is. Answers those inserted. */
  async insertDeliveries(
    deliveries: NewDelivery[],
    now: Date,
  ): Promise<Array<{ id: string; status: string; key: string }>> {
    if (deliveries.length === 0) return [];
    const rows = await this.db
      .insertInto('notification_delivery')
      .values(
        deliveries.map((d) => ({
          event_id: d.eventId,
          channel: d.channel,
          recipient_key: d.recipientKey,
          idempotency_key: `${d.eventId}:${d.channel}:${d.recipientKey}`,
          status: d.status,
          reason: d.reason,
          app_id: d.appId,
          template_id: d.templateId,
          address: d.address,
          content: d.content,
          language: d.language,
          params: JSON.stringify(d.params),
          next_attempt_time: d.status === 'INIT' ? d.runAt : null,
          complete_time: d.status === 'SKIP' ? now : null,
          create_time: now,
          update_time: now,
        })),
      )
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning(['id', 'status', 'idempotency_key'])
      .execute();
    return rows.map((r) => ({ id: r.id, status: r.status, key: r.idempotency_key }));
  }

  async findDeliveryForUpdate(id: string): Promise<DeliveryRecord | undefined> {
    const row = await this.db
      .selectFrom('notification_delivery')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row as DeliveryRecord | undefined;
  }

  /** An attempt starts: PENDING, counted, and no retry scheduled (so a crash mid-send is recognisable). */
  async startAttempt(id: string, now: Date): Promise<void> {
    await this.db
      .updateTable('notification_delivery')
      .set({
        status: 'PENDING',
        attempts: sql<number>`attempts + 1`,
        send_start_time: now,
        next_attempt_time: null,
        update_time: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async finish(
    id: string,
    outcome: { status: 'SUCCESS' | 'FAIL'; reason?: DeliveryReason | ''; providerMessageId?: string; error?: string },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('notification_delivery')
      .set({
        status: outcome.status,
        reason: outcome.reason ?? '',
        provider_message_id: outcome.providerMessageId ?? '',
        last_error: (outcome.error ?? '').slice(0, 500),
        complete_time: now,
        update_time: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** A transient failure: still PENDING, tried again at `retryAt`. */
  async scheduleRetry(id: string, error: string, retryAt: Date, now: Date): Promise<void> {
    await this.db
      .updateTable('notification_delivery')
      .set({ last_error: error.slice(0, 500), next_attempt_time: retryAt, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  /** Events of a booking order with their deliveries, newest first (the order's log). */
  async ofOrder(orderId: string): Promise<Array<{ event: EventRecord; deliveries: DeliveryRecord[] }>> {
    const events = (await this.db
      .selectFrom('notification_event')
      .selectAll()
      .where('booking_order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(200)
      .execute()) as EventRecord[];
    if (events.length === 0) return [];
    const deliveries = (await this.db
      .selectFrom('notification_delivery')
      .selectAll()
      .where(
        'event_id',
        'in',
        events.map((e) => e.id),
      )
      .orderBy('id')
      .execute()) as DeliveryRecord[];
    return events.map((event) => ({ event, deliveries: deliveries.filter((d) => d.event_id === event.id) }));
  }

  /** Deliveries of one event type for a subject (tests and the send-with-params answer). */
  async deliveriesOfEvent(eventId: string): Promise<DeliveryRecord[]> {
    return (await this.db
      .selectFrom('notification_delivery')
      .selectAll()
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute()) as DeliveryRecord[];
  }
}
