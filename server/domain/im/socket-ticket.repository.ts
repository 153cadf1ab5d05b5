import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class SocketTicketRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(ticket: { hash: string; userId: string; sessionId: string; expireTime: Date }): Promise<void> {
    await this.db
      .insertInto('im_socket_ticket')
      .values({
        ticket_hash: ticket.hash,
        user_id: ticket.userId,
        session_id: ticket.sessionId,
        expire_time: ticket.expireTime,
      })
      .execute();
  }

  /** Uses the ticket once: its user and session while unused and unexpired, else undefined. */
  async consume(hash: string, at: Date): Promise<{ userId: string; sessionId: string } | undefined> {
    const row = await this.db
      .updateTable('im_socket_ticket')
      .set({ use_time: at })
      .where('ticket_hash', '=', hash)
      .where('use_time', 'is', null)
      .where('expire_time', '>', at)
      .returning(['user_id', 'session_id'])
      .executeTakeFirst();
    return row && { userId: String(row.user_id), sessionId: String(row.session_id) };
  }

  /** Drops tickets that can no longer be used. */
  async purge(before: Date): Promise<void> {
    await this.db.deleteFrom('im_socket_ticket').where('expire_time', '<', before).execute();
  }
}
