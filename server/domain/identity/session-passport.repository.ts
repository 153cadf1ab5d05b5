import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export class SessionPassportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(passport: {
    codeHash: string;
    sessionId: string;
    userId: string;
    createTime: Date;
    expireTime: Date;
  }): Promise<void> {
    await this.db
      .insertInto('session_passport')
      .values({
        code_hash: passport.codeHash,
        session_id: passport.sessionId,
        user_id: passport.userId,
        create_time: passport.createTime,
        expire_time: passport.expireTime,
      })
      .execute();
  }

  /**
   * Uses the passport up in one statement, so of two exchanges racing for the
   * same code exactly one gets it. Undefined when unknown, used or expired.
   */
  async take(codeHash: string, now: Date): Promise<{ sessionId: string; userId: string } | undefined> {
    const row = await this.db
      .updateTable('session_passport')
      .set({ use_time: now })
      .where('code_hash', '=', codeHash)
      .where('use_time', 'is', null)
      .where('expire_time', '>', now)
      .returning(['session_id', 'user_id'])
      .executeTakeFirst();
    return row && { sessionId: row.session_id, userId: row.user_id };
  }

  async purgeExpiredBefore(cutoff: Date): Promise<void> {
    await this.db.deleteFrom('session_passport').where('expire_time', '<', cutoff).execute();
  }
}
