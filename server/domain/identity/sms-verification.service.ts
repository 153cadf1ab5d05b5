import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@common/interface-language';
import type { Database } from '../../db/schema';
import type { SmsSender } from '../../providers/sms/sms-sender';
import { DomainError, domainError } from '../errors';
import type { PhoneNumber } from './phone-number';
import { SmsVerificationRepository } from './sms-verification.repository';
import { UserRepository } from './user.repository';
import { usePass } from './captcha.service';
import { CAPTCHA_RULES, VERIFICATION_RULES as RULES, type VerificationPurposeName } from './verification-rules';
// notifications: the LOGIN_VERIFICATION event, recorded once the code is sent or not
import { recordLoginVerification } from '../notification/login-events';

const HOUR_MS = 3600_000;

function hashCode(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

function randomCode(): string {
  return String(randomInt(0, 10 ** RULES.codeLength)).padStart(RULES.codeLength, '0');
}

function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1000));
}

export interface SendRequest {
  phone: PhoneNumber;
  purpose: VerificationPurposeName;
  deviceId: string;
  address: string;
  /** The pass of a captcha answered right (CaptchaService), needed once the counts of CAPTCHA_RULES are reached. */
  captchaPass?: string;
  /** The app's interface language; the code's SMS is written in it (else the device rule's default). */
  language?: string;
}

/**
 * SMS verification codes: issued under the cooldown and rate limits, sent
 * after the issuing transaction commits (never while holding it), and checked
 * with a limited number of wrong attempts. Rules: verification-rules.ts.
 */
export class SmsVerificationService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sender: SmsSender,
    private readonly now: () => Date,
    private readonly onSendFailure: (error: unknown) => void = () => undefined,
  ) {}

  async send(request: SendRequest): Promise<{ expireSeconds: number; resendAfterSeconds: number }> {
    const code = randomCode();
    const salt = randomBytes(16).toString('hex');
    const now = this.now();
    const id = await this.db.transaction().execute(async (trx) => {
      const codes = new SmsVerificationRepository(trx);
      await codes.lockPhone(request.phone);
      await this.checkLimits(codes, request, now);
      if ((await this.needsCaptcha(codes, request, now)) && !(await usePass(trx, request.captchaPass ?? '', now))) {
        throw domainError('precondition', 'captchaRequired');
      }
      return codes.insert({
        purpose: request.purpose,
        phone: request.phone,
        codeHash: hashCode(salt, code),
        salt,
        deviceId: request.deviceId,
        address: request.address,
        createTime: now,
        expireTime: new Date(now.getTime() + RULES.lifetimeMs),
      });
    });
    const language = await this.languageOf(request);
    try {
      await this.sender.sendVerificationCode(request.phone, code, RULES.lifetimeMs / 60_000, language);
      await recordLoginVerification(this.db, request.phone, true, RULES.lifetimeMs / 60_000, now, language).catch(
        () => undefined,
      );
    } catch (error) {
      this.onSendFailure(error);
      await recordLoginVerification(this.db, request.phone, false, RULES.lifetimeMs / 60_000, now, language).catch(
        () => undefined,
      );
      // A failed send does not hold up the next try, but still counts towards the hourly limits.
      await new SmsVerificationRepository(this.db).markSendFailed(id);
      throw domainError('precondition', 'smsSendFailed');
    }
    return { expireSeconds: RULES.lifetimeMs / 1000, resendAfterSeconds: RULES.resendCooldownMs / 1000 };
  }

  /** The language the app asks for, else the one the phone's account reads the app in, else the default. */
  private async languageOf(request: SendRequest): Promise<Language> {
    if (isLanguage(request.language)) return request.language;
    const known = await new UserRepository(this.db).findByPhone(request.phone.regionCode, request.phone.phone);
    return isLanguage(known?.language) ? known.language : DEFAULT_LANGUAGE;
  }

  private async checkLimits(codes: SmsVerificationRepository, request: SendRequest, now: Date): Promise<void> {
    const nowMs = now.getTime();
    const last = await codes.lastSentTime(request.phone);
    if (last && nowMs - last.getTime() < RULES.resendCooldownMs) {
      throw domainError('rate_limited', 'codeSentTooRecently', {
        retryAfterSeconds: secondsUntil(last.getTime() + RULES.resendCooldownMs, nowMs),
      });
    }
    const hourAgo = new Date(nowMs - HOUR_MS);
    const tooMany = (retryAfterSeconds: number) =>
      domainError('rate_limited', 'tooManyCodesRequested', { retryAfterSeconds });
    if ((await codes.countForPhoneSince(request.phone, hourAgo)) >= RULES.perPhonePerHour) throw tooMany(3600);
    if ((await codes.countForPhoneSince(request.phone, new Date(nowMs - 24 * HOUR_MS))) >= RULES.perPhonePerDay) {
      throw tooMany(24 * 3600);
    }
    if (request.deviceId && (await codes.countForDeviceSince(request.deviceId, hourAgo)) >= RULES.perDevicePerHour) {
      throw tooMany(3600);
    }
    if (request.address && (await codes.countForAddressSince(request.address, hourAgo)) >= RULES.perAddressPerHour) {
      throw tooMany(3600);
    }
  }

  /** Whether this send must come with a captcha pass (CAPTCHA_RULES). */
  private async needsCaptcha(codes: SmsVerificationRepository, request: SendRequest, now: Date): Promise<boolean> {
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    return (
      (await codes.countForPhoneSince(request.phone, hourAgo)) >= CAPTCHA_RULES.phoneSendsPerHour ||
      (await codes.failedChecksForPhoneSince(request.phone, hourAgo)) >= CAPTCHA_RULES.phoneFailedChecksPerHour ||
      (Boolean(request.deviceId) &&
        (await codes.countForDeviceSince(request.deviceId, hourAgo)) >= CAPTCHA_RULES.deviceSendsPerHour) ||
      (Boolean(request.address) &&
        (await codes.countForAddressSince(request.address, hourAgo)) >= CAPTCHA_RULES.addressSendsPerHour)
    );
  }

  /**
   * Uses up the code if it is right. A wrong code is counted (and committed)
   * before the error is thrown, so retries cannot outrun the attempt limit.
   */
  async verify(phone: PhoneNumber, purpose: VerificationPurposeName, code: string): Promise<void> {
    const entered = code.trim();
    if (!entered) throw domainError('invalid', 'verificationCodeRequired');
    const outcome = await this.db.transaction().execute(async (trx) => {
      const codes = new SmsVerificationRepository(trx);
      await codes.lockPhone(phone);
      const open = await codes.latestOpen(phone, purpose);
      const now = this.now();
      if (!open || open.expireTime <= now) return domainError('invalid', 'verificationCodeExpired');
      if (open.failedAttempts >= RULES.maxFailedAttempts) return domainError('invalid', 'tooManyWrongCodes');
      const expected = Buffer.from(open.codeHash, 'hex');
      const actual = Buffer.from(hashCode(open.salt, entered), 'hex');
      if (!timingSafeEqual(expected, actual)) {
        await codes.recordFailedAttempt(open.id);
        const last = open.failedAttempts + 1 >= RULES.maxFailedAttempts;
        return domainError('invalid', last ? 'tooManyWrongCodes' : 'verificationCodeError');
      }
      await codes.consume(open.id, now);
      return null;
    });
    if (outcome instanceof DomainError) throw outcome;
  }
}
