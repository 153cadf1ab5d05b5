import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { DomainError, domainError } from '../errors';
import { captchaSvg } from './captcha-image';
import { CaptchaRepository } from './captcha.repository';
import { CAPTCHA_RULES } from './verification-rules';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface CaptchaQuestion {
  captchaId: string;
  /** The sum drawn as an image; the only place its numbers appear. */
  imageUrl: string;
  expireSeconds: number;
}

/**
 * The captcha asked before an SMS code is sent to a phone, device or address
 * that failed or asked too often (spec section 7: captcha question and
 * answer check). A question is a small sum, sent only as a distorted image;
 * only hashes of its answer and of the pass are stored. Each question is checked once, right or wrong, and
 * each pass opens one send.
 */
export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async question(): Promise<CaptchaQuestion> {
    const a = randomInt(2, 20);
    const b = randomInt(1, 10);
    const token = randomBytes(16).toString('hex');
    const now = this.now();
    const repo = new CaptchaRepository(this.db);
    await repo.purgeBefore(now);
    await repo.insert(
      token,
      sha256(`${token}:${a + b}`),
      now,
      new Date(now.getTime() + CAPTCHA_RULES.questionLifetimeMs),
    );
    return {
      captchaId: token,
      imageUrl: captchaSvg(`${a}+${b}`),
      expireSeconds: CAPTCHA_RULES.questionLifetimeMs / 1000,
    };
  }

  /** A pass for one send when the answer is right; the question is used up either way. */
  async check(captchaId: string, answer: string): Promise<{ pass: string; expireSeconds: number }> {
    const now = this.now();
    const outcome = await this.db.transaction().execute(async (trx) => {
      const repo = new CaptchaRepository(trx);
      const taken = await repo.takeForCheck(captchaId.trim(), now);
      if (!taken || taken.expireTime <= now) return domainError('invalid', 'captchaExpired');
      if (sha256(`${captchaId.trim()}:${answer.trim()}`) !== taken.answerHash)
        return domainError('invalid', 'captchaWrong');
      const pass = randomBytes(24).toString('hex');
      await repo.grantPass(captchaId.trim(), sha256(pass), new Date(now.getTime() + CAPTCHA_RULES.passLifetimeMs));
      return pass;
    });
    // The wrong answer's use of the question is committed before the refusal.
    if (outcome instanceof DomainError) throw outcome;
    return { pass: outcome, expireSeconds: CAPTCHA_RULES.passLifetimeMs / 1000 };
  }
}

/** Uses up a pass inside the caller's transaction (the send's), so a refused send keeps it. */
export async function usePass(db: Kysely<Database>, pass: string, now: Date): Promise<boolean> {
  return Boolean(pass) && new CaptchaRepository(db).usePass(sha256(pass.trim()), now);
}
