import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface LocalOutboxMessage {
  id: string;
  channel: string;
  appId: string;
  templateId: string;
  address: string;
  content: string;
  params: Record<string, string>;
  sendTime: Date;
  idempotencyKey: string;
}

/** Reads what the local channels "sent", newest first (the development outbox page). */
export class LocalOutboxRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async latest(limit = 200): Promise<LocalOutboxMessage[]> {
    const rows = await this.db.selectFrom('local_push_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((r) => ({
      id: r.id,
      channel: r.channel,
      appId: r.app_id,
      templateId: r.template_id,
      address: r.address,
      content: r.content,
      params: r.params,
      sendTime: r.send_time,
      idempotencyKey: r.idempotency_key,
    }));
  }
}
