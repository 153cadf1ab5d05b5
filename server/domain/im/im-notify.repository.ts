import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { IM_CHANNEL, type ImEvent } from './im-events';

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay clear of it.
const MAX_PAYLOAD_BYTES = 7500;

/** The payload for one event, shrunk until it fits: the message first, then the member list. */
export function encodeImEvent(event: ImEvent): string {
  let text = JSON.stringify(event);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  if (event.kind === 'message' && event.message) {
    text = JSON.stringify({ ...event, message: undefined });
    if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return text;
  }
  return JSON.stringify({ ...event, message: undefined, memberKeys: undefined });
}

export class ImNotifyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Queued with the transaction: delivered to every listening instance on commit. */
  async publish(event: ImEvent): Promise<void> {
    await sql`SELECT pg_notify(${IM_CHANNEL}, ${encodeImEvent(event)})`.execute(this.db);
  }

  /** The sockets of these sessions close on every instance once the change commits. */
  async sessionsEnded(sessionIds: string[]): Promise<void> {
    if (sessionIds.length > 0) await this.publish({ kind: 'close', reason: 'session_ended', sessionIds });
  }

  /** Every socket of these users closes; they reconnect with the access they have now. */
  async accessChanged(userIds: string[]): Promise<void> {
    if (userIds.length > 0) await this.publish({ kind: 'close', reason: 'access_changed', userIds });
  }
}
