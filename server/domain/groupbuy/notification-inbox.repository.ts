import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SQL of the inbox of platform push notifications: one row per message id, ever. */
export class NotificationInboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** True when the message is new; false when it was recorded before (a redelivery), in which case nothing else is done. */
  async record(platform: string, messageId: string, payload: unknown, now: Date): Promise<boolean> {
    const row = await this.db
      .insertInto('third_party_notification')
      .values({ platform, notify_key: messageId, payload: JSON.stringify(payload), receive_time: now })
      .onConflict((oc) => oc.columns(['platform', 'notify_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
