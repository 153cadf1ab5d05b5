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

  /**
   * Uses the ticket once: its user, session and the session's expiry while the
   * ticket is unused and unexpired and its session still live (not logged
   * out, kicked out or expired, and still that user's), else undefined.
   */
  async consume(
    hash: string,
    at: Date,
  ): Promise<{ userId: string; sessionId: string; sessionExpireTime: Date } | undefined> {
    const row = await this.db
      .updateTable('im_socket_ticket as t')
      .from('user_session as s')
      .set({ use_time: at })
      .whereRef('s.id', '=', 't.session_id')
      .whereRef('s.user_id', '=', 't.user_id')
      .where('s.revoke_time', 'is', null)
      .where('s.expire_time', '>', at)
      .where('t.ticket_hash', '=', hash)
      .where('t.use_time', 'is', null)
      .where('t.expire_time', '>', at)
      .returning(['t.user_id', 't.session_id', 's.expire_time'])
      .executeTakeFirst();
    return (
      row && { userId: String(row.user_id), sessionId: String(row.session_id), sessionExpireTime: row.expire_time }
    );
  }

  /** Drops tickets that can no longer be used. */
  async purge(before: Date): Promise<void> {
    await this.db.deleteFrom('im_socket_ticket').where('expire_time', '<', before).execute();
  }
}
