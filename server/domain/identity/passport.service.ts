import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { SessionPassportRepository } from './session-passport.repository';
import { SessionRepository } from './session.repository';

/** A passport code works once, within two minutes: long enough for a redirect, too short to be worth stealing. */
export const PASSPORT_TTL_MS = 2 * 60_000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Session passports: a logged-in session makes a one-time code, and another
 * client (a browser on another origin, the web app after the passport page)
 * exchanges it for a session of the same user.
 */
export class PassportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async create(sessionId: string, userId: string): Promise<{ code: string; expireSeconds: number }> {
    const code = randomBytes(24).toString('base64url');
    const now = this.now();
    await new SessionPassportRepository(this.db).insert({
      codeHash: hashCode(code),
      sessionId,
      userId,
      createTime: now,
      expireTime: new Date(now.getTime() + PASSPORT_TTL_MS),
    });
    return { code, expireSeconds: PASSPORT_TTL_MS / 1000 };
  }

  /**
   * Uses the code up inside the caller's login transaction and answers whose
   * it is. Refused when unknown, used, expired, or when the session that made
   * it has ended since (logging out there also stops its passports).
   */
  async take(trx: Kysely<Database>, code: string): Promise<{ userId: string }> {
    const now = this.now();
    const passport = code ? await new SessionPassportRepository(trx).take(hashCode(code.trim()), now) : undefined;
    if (!passport) throw domainError('invalid', 'passportCodeInvalid');
    const origin = await new SessionRepository(trx).findById(passport.sessionId);
    if (!origin || origin.revokeTime || origin.expireTime <= now || origin.userId !== passport.userId) {
      throw domainError('invalid', 'passportCodeInvalid');
    }
    return { userId: passport.userId };
  }
}
