import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Captcha questions and passes, each used at most once (a conditional update decides). */
export class CaptchaRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(token: string, answerHash: string, now: Date, expireTime: Date): Promise<void> {
    await this.db
      .insertInto('captcha_challenge')
      .values({ token, answer_hash: answerHash, create_time: now, expire_time: expireTime })
      .execute();
  }

  /** Marks the question checked; undefined when it is unknown or was checked before. */
  async takeForCheck(token: string, now: Date): Promise<{ answerHash: string; expireTime: Date } | undefined> {
    const row = await this.db
      .updateTable('captcha_challenge')
      .set({ check_time: now })
      .where('token', '=', token)
      .where('check_time', 'is', null)
      .returning(['answer_hash', 'expire_time'])
      .executeTakeFirst();
    return row && { answerHash: row.answer_hash, expireTime: row.expire_time };
  }

  async grantPass(token: string, passHash: string, passExpireTime: Date): Promise<void> {
    await this.db
      .updateTable('captcha_challenge')
      .set({ pass_hash: passHash, pass_expire_time: passExpireTime })
      .where('token', '=', token)
      .execute();
  }

  /** Uses up a pass that is still good; false when there is none. */
  async usePass(passHash: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('captcha_challenge')
      .set({ pass_use_time: now })
      .where('pass_hash', '=', passHash)
      .where('pass_use_time', 'is', null)
      .where('pass_expire_time', '>', now)
      .returning('id')
      .executeTakeFirst();
    return Boolean(row);
  }

  /** Questions and passes past use: nothing in them is needed once they expired. */
  async purgeBefore(before: Date): Promise<void> {
    await this.db
      .deleteFrom('captcha_challenge')
      .where('expire_time', '<', before)
      .where((eb) => eb.or([eb('pass_expire_time', 'is', null), eb('pass_expire_time', '<', before)]))
      .execute();
  }
}
