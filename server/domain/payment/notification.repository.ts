import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface NotificationLogEntry {
  channel: string;
  eventId: string;
  transactionNo: string;
  outcome: string;
  receivedCount: number;
}

/** The log of channel notifications: one row per event id, counting repeats. */
export class NotificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a received event; a repeat keeps the first outcome and counts the delivery. */
  async record(entry: { channel: string; eventId: string; transactionNo: string; outcome: string }, now: Date) {
    await this.db
      .insertInto('payment_notification')
      .values({
        channel: entry.channel,
        event_id: entry.eventId.slice(0, 200),
        transaction_no: entry.transactionNo,
        outcome: entry.outcome,
        first_received_time: now,
        last_received_time: now,
      })
      .onConflict((oc) =>
        oc.columns(['channel', 'event_id']).doUpdateSet({
          received_count: sql<number>`payment_notification.received_count + 1`,
          last_received_time: now,
        }),
      )
      .execute();
  }

  async ofTransaction(transactionNo: string): Promise<NotificationLogEntry[]> {
    const rows = await this.db
      .selectFrom('payment_notification')
      .selectAll()
      .where('transaction_no', '=', transactionNo)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      channel: r.channel,
      eventId: r.event_id,
      transactionNo: r.transaction_no,
      outcome: r.outcome,
      receivedCount: r.received_count,
    }));
  }
}
