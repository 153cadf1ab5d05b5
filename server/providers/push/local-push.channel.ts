import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Channel } from '../../domain/notification/notification-types';
import type { PushChannelAdapter, PushMessage, PushSendOptions, PushSendResult } from './push-channel';

/**
 * The local implementation of every channel: a message "sent" is a row of
 * local_push_outbox (read by GET /dev/notification-outbox). Like a provider
 * that honours idempotency keys, a key already sent answers the first
 * message's id and writes nothing. It writes on its own connection, as an
 * outside provider would, never in the caller's transaction.
 */
export class LocalPushChannel implements PushChannelAdapter {
  readonly kind = 'local' as const;
  readonly idempotencyWindowMs = Number.POSITIVE_INFINITY;

  constructor(
    readonly channel: Channel,
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
    private readonly onSent: (message: PushMessage) => void = () => undefined,
  ) {}

  async send(message: PushMessage, options: PushSendOptions): Promise<PushSendResult> {
    const inserted = await this.db
      .insertInto('local_push_outbox')
      .values({
        channel: this.channel,
        idempotency_key: options.idempotencyKey,
        app_id: message.appId,
        template_id: message.templateId,
        address: message.address.regionCode
          ? `+${message.address.regionCode} ${message.address.value}`
          : message.address.value,
        content: message.content,
        params: JSON.stringify(message.data),
        send_time: this.now(),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      this.onSent(message);
      return { providerMessageId: `local-${inserted.id}` };
    }
    const first = await this.db
      .selectFrom('local_push_outbox')
      .select('id')
      .where('idempotency_key', '=', options.idempotencyKey)
      .executeTakeFirstOrThrow();
    return { providerMessageId: `local-${first.id}` };
  }
}
