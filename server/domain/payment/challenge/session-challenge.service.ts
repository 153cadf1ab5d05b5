import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PaymentConfigService } from '../payment-config.service';
import type { PaymentOption } from '../payment-types';
import { PaymentChallengeRepository, type PaymentChallenge } from './payment-challenge.repository';

/** One cent, in the platform's currency: enough to prove an account, nothing to miss. */
export const CHALLENGE_AMOUNT = '1';
export const CHALLENGE_TTL_MS = 15 * 60_000;

/** Challenge payments for sessions (spec section 7, public: challenge payment). */
export class SessionChallengeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly configs: PaymentConfigService,
    private readonly now: () => Date,
  ) {}

  /**
   * The session's challenge: a passed one stays passed, an open one is handed
   * back until it expires, then a new one is made.
   */
  async challengeFor(
    session: { id: string; userId: string | null },
    clientPlatform: string,
  ): Promise<{ challenge: PaymentChallenge; options: PaymentOption[] }> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const challenges = new PaymentChallengeRepository(trx);
      const current =
        (await challenges.latestOf(session.id, 'PASSED')) ?? (await this.openOrNew(challenges, session, now));
      const options =
        current.status === 'WAIT_PAYMENT'
          ? await this.configs.optionsFor(null, current.currency, clientPlatform, trx)
          : [];
      return { challenge: current, options };
    });
  }

  /** Whether a session has proved a payment account: the check risk control asks for. */
  async isPassed(sessionId: string): Promise<boolean> {
    const passed = await this.db
      .transaction()
      .execute((trx) => new PaymentChallengeRepository(trx).latestOf(sessionId, 'PASSED'));
    return Boolean(passed);
  }

  private async openOrNew(
    challenges: PaymentChallengeRepository,
    session: { id: string; userId: string | null },
    now: Date,
  ): Promise<PaymentChallenge> {
    const open = await challenges.latestOf(session.id, 'WAIT_PAYMENT');
    if (open && open.expireTime > now) return open;
    if (open) await challenges.expire(open.id);
    return challenges.create({
      sessionId: session.id,
      userId: session.userId,
      amount: CHALLENGE_AMOUNT,
      currency: 'CNY',
      expireTime: new Date(now.getTime() + CHALLENGE_TTL_MS),
      now,
    });
  }
}
